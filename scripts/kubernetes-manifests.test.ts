/** @jest-environment node */
// deploy/kubernetes/ against Kubernetes' own OpenAPI schema (scripts/kubernetes/validate.mjs, with
// kubernetes-models' validators generated from the API server's OpenAPI document; an ES-module-only
// package, so the validator runs under Node), and what README "Deploying" promises of the deployment. The schema
// ignores fields it does not know, so each field that matters is also read here by name: a misspelt
// probe fails below, not silently in a cluster. scripts/container/test.mjs starts the Deployment's pod
// with `podman kube play` and checks it answers its probes.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const dir = join(__dirname, '../deploy/kubernetes');
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  [field: string]: unknown;
}

/** Runs the validator on a folder: its exit code and what it printed. */
function validateFolder(folder: string) {
  const result = spawnSync(process.execPath, [join(__dirname, 'kubernetes/validate.mjs'), folder], { encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const kustomization = parseAllDocuments(read('kustomization.yaml'))[0].toJS() as {
  resources: string[];
  secretGenerator: { name: string; files: string[] }[];
  images: { name: string }[];
};
const manifests = kustomization.resources.flatMap((file) =>
  parseAllDocuments(read(file)).map((document) => [file, document.toJS() as Manifest] as const),
);
const byKind = (kind: string) => manifests.filter(([, manifest]) => manifest.kind === kind).map(([, manifest]) => manifest);

type Container = {
  image: string;
  readinessProbe: { httpGet: { path: string; port: string } };
  livenessProbe: { httpGet: { path: string; port: string } };
  lifecycle: { preStop: { exec: { command: string[] } } };
  securityContext: { readOnlyRootFilesystem: boolean; allowPrivilegeEscalation: boolean; capabilities: { drop: string[] } };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  env: { name: string; value: string }[];
  envFrom: { configMapRef: { name: string } }[];
  volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[];
};
type PodSpec = {
  terminationGracePeriodSeconds: number;
  securityContext: { runAsNonRoot: boolean; runAsUser: number };
  containers: Container[];
  volumes: { name: string; secret?: { secretName: string }; emptyDir?: object }[];
};

describe('deploy/kubernetes', () => {
  it('is valid against the Kubernetes schema, every manifest and the generated Secret', () => {
    const { code, output } = validateFolder(dir);
    expect(output).not.toMatch(/INVALID/);
    expect(output.match(/^valid /gm)).toHaveLength(manifests.length + 1);
    expect(code).toBe(0);
  });

  it('has a schema that refuses a wrong manifest (the check can fail)', () => {
    const copy = mkdtempSync(join(tmpdir(), 'k8s-broken-'));
    try {
      cpSync(dir, copy, { recursive: true });
      writeFileSync(join(copy, 'deployment.yaml'), read('deployment.yaml').replace('replicas: 3', 'replicas: three'));
      writeFileSync(join(copy, 'pdb.yaml'), read('pdb.yaml').replace('apiVersion: policy/v1', 'apiVersion: policy/v1beta7'));
      const { code, output } = validateFolder(copy);
      expect(output).toMatch(/INVALID deployment.yaml: Deployment wellness-console: .*replicas must be integer/);
      expect(output).toMatch(/INVALID pdb.yaml: .*no schema/);
      expect(code).toBe(1);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('lists every manifest of the folder in kustomization.yaml, and the secrets as generated files', () => {
    expect(new Set(manifests.map(([, manifest]) => manifest.kind))).toEqual(
      new Set(['ConfigMap', 'Service', 'Deployment', 'PodDisruptionBudget', 'HorizontalPodAutoscaler']),
    );
    expect(kustomization.secretGenerator).toEqual([
      { name: 'console-secrets', files: ['session_password=secrets/session_password', 'metrics_token=secrets/metrics_token', 'redis_password=secrets/redis_password'] },
    ]);
  });

  const [deployment] = byKind('Deployment') as (Manifest & { spec: { replicas: number; template: { spec: PodSpec } } })[];
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;

  it('runs three replicas, ready on /api/ready and alive on /api/health', () => {
    expect(deployment.spec.replicas).toBe(3);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/api/ready', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(kustomization.images.map((image) => image.name)).toContain(container.image);
  });

  it('pauses before SIGTERM and gives more time than SHUTDOWN_GRACE_MS to finish', () => {
    const [config] = byKind('ConfigMap') as (Manifest & { data: Record<string, string> })[];
    const pause = Number(container.lifecycle.preStop.exec.command.at(-1));
    expect(pause).toBeGreaterThanOrEqual(3);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(pause * 1000 + Number(config.data.SHUTDOWN_GRACE_MS));
  });

  it('runs read-only as a non-root user with every capability dropped, and with resources', () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(container.securityContext).toEqual({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
    expect(container.resources.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
    expect(container.resources.limits.memory).toBeDefined();
    expect(container.volumeMounts.map((mount) => mount.mountPath)).toEqual(expect.arrayContaining(['/app/.next/cache', '/tmp']));
  });

  it('reads its secrets from mounted files, never from the environment', () => {
    const names = container.env.map((variable) => variable.name);
    for (const name of ['SESSION_PASSWORD', 'METRICS_TOKEN', 'REDIS_PASSWORD']) {
      expect(names).not.toContain(name);
      expect(container.env.find((variable) => variable.name === `${name}_FILE`)?.value).toBe(`/run/secrets/console/${name.toLowerCase()}`);
    }
    const secretVolume = pod.volumes.find((volume) => volume.secret);
    expect(secretVolume?.secret?.secretName).toBe('console-secrets');
    expect(container.volumeMounts).toContainEqual({ name: secretVolume?.name, mountPath: '/run/secrets/console', readOnly: true });
    const [config] = byKind('ConfigMap') as (Manifest & { data: Record<string, string> })[];
    expect(Object.keys(config.data).filter((key) => /PASSWORD|TOKEN|SECRET/.test(key))).toEqual([]);
  });

  it('has a Service, a disruption budget and an autoscaler on the same pods, and Redis named as an external service', () => {
    const labels = (deployment.spec as unknown as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
    const services = byKind('Service') as (Manifest & { spec: { selector?: Record<string, string>; type?: string } })[];
    expect(services.find((service) => service.metadata.name === 'wellness-console')?.spec.selector).toEqual(labels);
    expect(services.find((service) => service.spec.type === 'ExternalName')?.metadata.name).toBe('console-redis');
    const [pdb] = byKind('PodDisruptionBudget') as (Manifest & { spec: { selector: { matchLabels: Record<string, string> } } })[];
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    const [hpa] = byKind('HorizontalPodAutoscaler') as (Manifest & { spec: { minReplicas: number; scaleTargetRef: { name: string } } })[];
    expect(hpa.spec).toMatchObject({ minReplicas: 3, scaleTargetRef: { name: deployment.metadata.name } });
  });
});
