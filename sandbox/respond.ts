// How the sandbox answers, per the main API contract: `{ data }` on success, plain text on failure,
// a JSON `{ message, errors }` text on 422 (and on a 409 about one field), and never a stack trace.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** A failure with the status and text the client should see. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The `:id` of the path as a record id; a path whose id is no positive integer names no record (404, `notFound`). */
export function idParam(c: Context, notFound = 'Not found'): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, notFound);
  return id;
}

/** 422 with every field's message when there is one, the first as the text. */
export function failOn(errors: Readonly<Record<string, string>>): void {
  if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0], { ...errors });
}

export function ok(c: Context, data: unknown): Response {
  return c.json({ data });
}

/** The request's JSON body, validated; 400 when it is not JSON, 422 when it does not fit `schema`. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function validationError(error: z.ZodError): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return new ApiError(422, error.issues[0]?.message ?? 'Invalid request', errors);
}

function errorResponse(c: Context, error: ApiError): Response {
  // A conflict that belongs to one field (a taken key) is a 422-shaped body too, so the form can mark it.
  if (error.status === 422 || error.fieldErrors) return c.json({ message: error.message, errors: error.fieldErrors ?? {} }, error.status);
  return c.text(error.message, error.status);
}

export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return errorResponse(c, err);
  if (err instanceof HTTPException) return c.text(err.message || 'Request failed', err.status);
  console.error('[sandbox] unhandled error', err);
  return c.text('Internal server error', 500);
};

export const handleNotFound: NotFoundHandler = (c) => c.text('Not found', 404);
