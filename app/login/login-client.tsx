'use client';
// The sign-in form: request a one-time code by e-mail, then sign in with it (docs/console-screens.md#sign-in).
import { Alert, Box, Button, Card, Center, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LogoMark } from '@/components/shell/icons';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PRODUCT_NAME } from '@/components/shell/logo';
import type { SignedInResponse } from '@/lib/contract/auth';
import { apiFetch, errorMessage, SESSION_ENDED_KEY } from '@/lib/client/fetcher';
import { announceSession, onSessionNews } from '@/lib/client/session-news';
import { useIsClient } from '@/lib/client/use-is-client';
import { MSG_EMAIL_AND_CODE_REQUIRED, MSG_EMAIL_INVALID, MSG_EMAIL_REQUIRED } from '@/lib/messages';

type FieldName = 'email' | 'code';
type PendingCall = 'send-code' | 'sign-in';

const EMAIL_ERROR_ID = 'login-email-error';

/** A rough shape check, so a plain slip is told at once; the server's stricter check answers the same sentence. */
const looksLikeEmail = (address: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);

/** A refusal that is about the e-mail field (malformed), which belongs under the field, not in the banner. */
const isEmailProblem = (error: unknown) => errorMessage(error) === MSG_EMAIL_INVALID;
const CODE_ERROR_ID = 'login-code-error';

/** Whether a tab was sent here because its session ended; the mark is removed as it is read. */
function takeSessionEndedMark(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (sessionStorage.getItem(SESSION_ENDED_KEY) === null) return false;
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    return true;
  } catch {
    return false;
  }
}

export function LoginClient({ nextPath }: { nextPath: string }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  // One message at a time, on the field that needs attention, so it is read once.
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [pending, setPending] = useState<PendingCall | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Sent here by a tab whose session ended (a sign-out in another tab, say): said once, then forgotten;
  // drawn only after hydration, as the server cannot know.
  const isClient = useIsClient();
  const [hasSessionEnded] = useState(takeSessionEndedMark);
  // Signed in from another tab meanwhile: this one goes on too rather than ask for a code it does not need.
  useEffect(() => onSessionNews((news) => news.kind === 'signed-in' && window.location.assign(nextPath)), [nextPath]);
  const codeRef = useRef<HTMLInputElement>(null);

  const showFieldError = (field: FieldName, message: string) => {
    setFieldError({ field, message });
    (field === 'email' ? emailRef : codeRef).current?.focus();
  };

  const resetMessages = () => {
    setFieldError(null);
    setFailure(null);
    setNotice('');
  };

  const sendCode = async () => {
    if (pending) return;
    resetMessages();
    const address = email.trim();
    if (!address) return showFieldError('email', MSG_EMAIL_REQUIRED);
    if (!looksLikeEmail(address)) return showFieldError('email', MSG_EMAIL_INVALID);
    setPending('send-code');
    try {
      await apiFetch('/api/auth/request-code', { method: 'POST', json: { email: address } });
      setNotice(`We sent a login code to ${address}.`);
      codeRef.current?.focus();
    } catch (error) {
      if (isEmailProblem(error)) showFieldError('email', MSG_EMAIL_INVALID);
      else setFailure(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    resetMessages();
    const address = email.trim();
    const loginCode = code.trim();
    if (!address || !loginCode) return showFieldError(address ? 'code' : 'email', MSG_EMAIL_AND_CODE_REQUIRED);
    if (!looksLikeEmail(address)) return showFieldError('email', MSG_EMAIL_INVALID);
    setPending('sign-in');
    try {
      const { user } = await apiFetch<SignedInResponse>('/api/auth/login', { method: 'POST', json: { email: address, code: loginCode } });
      // Other open tabs of the console now act as this user: they say so rather than carry on as someone else.
      announceSession({ kind: 'signed-in', userId: user.id, name: user.name });
      // A full load, so the console starts from the new session; the buttons stay busy until it leaves.
      window.location.assign(nextPath);
    } catch (error) {
      if (isEmailProblem(error)) showFieldError('email', MSG_EMAIL_INVALID);
      else setFailure(errorMessage(error));
      setPending(null);
    }
  };

  const errorFor = (field: FieldName) => (fieldError?.field === field ? fieldError.message : undefined);
  const emailError = errorFor('email');
  const codeError = errorFor('code');

  return (
    <Center minHeight="100dvh" padding="4" bg="bg.subtle">
      <Card.Root width="full" maxWidth="sm" variant="elevated">
        <Card.Header gap="3">
          <Flex alignItems="center" gap="2">
            <LogoMark size={28} />
            <Heading as="h1" size="lg">
              {PRODUCT_NAME}
            </Heading>
          </Flex>
          <Text color="fg.muted" fontSize="sm">
            Sign in with your work e-mail and the one-time login code we send to it.
          </Text>
          {isClient && hasSessionEnded && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>Your session ended, so nothing more could be saved. Sign in to go back to where you were.</Alert.Title>
            </Alert.Root>
          )}
        </Card.Header>
        <Card.Body>
          <form aria-label="Sign in" noValidate onSubmit={signIn}>
            <Stack gap="4">
              <Field.Root invalid={Boolean(emailError)} ids={{ errorText: EMAIL_ERROR_ID }}>
                <Field.Label>Email</Field.Label>
                <Input
                  ref={emailRef}
                  name="email"
                  type="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    if (fieldError?.field === 'email') setFieldError(null);
                  }}
                  aria-describedby={emailError ? EMAIL_ERROR_ID : undefined}
                />
                <Field.ErrorText>{emailError}</Field.ErrorText>
              </Field.Root>

              <Button
                variant="outline"
                onClick={() => void sendCode()}
                loading={pending === 'send-code'}
                loadingText="Send code"
                disabled={pending !== null}
              >
                Send code
              </Button>

              <Field.Root invalid={Boolean(codeError)} ids={{ errorText: CODE_ERROR_ID }}>
                <Field.Label>Login code</Field.Label>
                <Input
                  ref={codeRef}
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    if (fieldError?.field === 'code') setFieldError(null);
                  }}
                  aria-describedby={codeError ? CODE_ERROR_ID : undefined}
                />
                <Field.ErrorText>{codeError}</Field.ErrorText>
              </Field.Root>

              {/* Always in the page: a live region only announces changes it was present for. */}
              <Stack gap="2">
                <Box role="status" aria-live="polite" fontSize="sm" color="fg.success">
                  {notice}
                </Box>
                {failure && <ErrorAlert title={failure} />}
              </Stack>

              <Button
                type="submit"
                colorPalette="green"
                loading={pending === 'sign-in'}
                loadingText="Sign in"
                disabled={pending !== null}
              >
                Sign in
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
