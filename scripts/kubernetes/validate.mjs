// Validates Kubernetes manifests against Kubernetes' own OpenAPI schema: kubernetes-models has a
// validator per kind, generated from the API server's OpenAPI document. Reads a kustomization.yaml's
// `resources` (every YAML document in each), prints one line per manifest and exits 1 if any fails.
// An ES-module-only package, so it runs under Node rather than Jest; scripts/kubernetes-manifests.test.ts
// runs it on deploy/kubernetes and on a broken copy.
//   node scripts/kubernetes/validate.mjs [folder with a kustomization.yaml]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';

/** The model (and so the schema) of each kind a deployment here may use. */
const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'deploy/kubernetes'));
const kustomization = parseAllDocuments(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0].toJS();
let failed = 0;
for (const file of kustomization.resources ?? []) {
  for (const document of parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8'))) {
    const manifest = document.toJS();
    const name = `${file}: ${manifest?.kind} ${manifest?.metadata?.name}`;
    const Model = MODELS[`${manifest?.apiVersion}/${manifest?.kind}`];
    try {
      if (!Model) throw new Error(`no schema here for ${manifest?.apiVersion} ${manifest?.kind}`);
      new Model(manifest).validate();
      console.info(`valid   ${name}`);
    } catch (error) {
      failed += 1;
      console.info(`INVALID ${name}: ${error.message}`);
    }
  }
}
// What kustomize's secretGenerator makes of the secret files: a Secret of their base64 contents.
for (const generator of kustomization.secretGenerator ?? []) {
  const data = Object.fromEntries(generator.files.map((entry) => [entry.split('=')[0], Buffer.from('x').toString('base64')]));
  const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: generator.name }, type: 'Opaque', data };
  try {
    new Secret(secret).validate();
    console.info(`valid   secretGenerator: Secret ${generator.name}`);
  } catch (error) {
    failed += 1;
    console.info(`INVALID secretGenerator: Secret ${generator.name}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
