/**
 * The deployment files, checked without a cluster or Docker: every Kubernetes manifest against the
 * Kubernetes JSON schemas (kubernetes-models' validators), the wiring between them, and the
 * Dockerfiles' syntax (dockerfile-utils, the linter of the Docker language server).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const k8s = import.meta.dirname;
const root = path.resolve(k8s, '../..');
type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
};

const kustomization = parseAllDocuments(
  readFileSync(path.join(k8s, 'kustomization.yaml'), 'utf8'),
)[0]?.toJS() as {
  resources: string[];
};
const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8s, file), 'utf8')).map(
    (document) => document.toJS() as Manifest,
  ),
);
// A manifest as parsed YAML: the schema test vouches for its shape.
const byKind = (kind: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: walking parsed YAML
  manifests.find((manifest) => manifest.kind === kind) as Manifest & { spec: any };

/** Validates `manifest` against the schema of its apiVersion and kind; throws naming what is wrong. */
async function validateManifest(manifest: Manifest) {
  const [group, version] = manifest.apiVersion.includes('/')
    ? manifest.apiVersion.split('/')
    : ['', manifest.apiVersion];
  const module = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${manifest.kind}`);
  const Model = module[manifest.kind] as new (data: unknown) => { validate(): void };
  new Model(manifest).validate();
}

describe('Kubernetes manifests', () => {
  it('lists every manifest in the kustomization', () => {
    const files = readdirSync(k8s).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it('are valid against the Kubernetes schemas', async () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'PodDisruptionBudget',
        'Service',
        'ServiceAccount',
      ].sort(),
    );
    for (const manifest of manifests) await expect(validateManifest(manifest)).resolves.toBeUndefined();
  });

  it('would catch a broken manifest', async () => {
    const deployment = structuredClone(byKind('Deployment'));
    deployment.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    await expect(validateManifest(deployment)).rejects.toThrow(/containerPort must be integer/);
  });

  it('probe /healthz for life and /readyz for readiness, and wire service, autoscaler, budget and ingress to the host', () => {
    const deployment = byKind('Deployment');
    const container = deployment.spec.template.spec.containers[0];
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    const labels = deployment.spec.template.metadata.labels;
    expect(byKind('Service').spec.selector).toEqual(labels);
    expect(byKind('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    expect(byKind('HorizontalPodAutoscaler').spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    const backend = byKind('Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(byKind('Service').metadata.name);
    expect(container.envFrom[0].configMapRef.name).toBe(byKind('ConfigMap').metadata.name);
    expect(deployment.spec.template.spec.serviceAccountName).toBe(byKind('ServiceAccount').metadata.name);
  });

  it('configure the host with settings it knows, and no secret', () => {
    const config = readFileSync(path.join(root, 'host/server/config.ts'), 'utf8');
    const data = (byKind('ConfigMap') as unknown as { data: Record<string, string> }).data;
    for (const name of Object.keys(data).filter((key) => key !== 'NODE_ENV')) expect(config).toContain(name);
    expect(Object.keys(data).join(' ')).not.toMatch(/SECRET|PASSWORD|ACCESS_KEY/);
  });
});

describe('the shared services (deploy/README.md#how-the-portal-scales)', () => {
  const container = () => byKind('Deployment').spec.template.spec.containers[0];
  const config = readFileSync(path.join(root, 'host/server/config.ts'), 'utf8');

  it('give every replica Redis and PostgreSQL from the Secret, required, never a value in a manifest', () => {
    const env = container().env as { name: string; value?: string; valueFrom?: { secretKeyRef?: unknown } }[];
    for (const name of ['REDIS_URL', 'DATABASE_URL']) {
      const entry = env.find((candidate) => candidate.name === name);
      expect(entry?.value).toBeUndefined();
      expect(entry?.valueFrom?.secretKeyRef).toEqual({
        name: container().envFrom[1].secretRef.name,
        key: name,
      });
      expect(config).toContain(`| ${name}`);
    }
    const data = (byKind('ConfigMap') as unknown as { data: Record<string, string> }).data;
    expect(Object.keys(data)).not.toContain('REDIS_URL');
    expect(Object.keys(data)).not.toContain('DATABASE_URL');
  });

  it('build no image of their own: only the host server is deployed here', () => {
    const images = manifests.flatMap((manifest) =>
      manifest.kind === 'Deployment'
        ? (byKind('Deployment').spec.template.spec.containers as { image: string }[]).map(
            (each) => each.image,
          )
        : [],
    );
    expect(images).toEqual([expect.stringMatching(/returns-portal-host:/)]);
    expect(manifests.map((manifest) => manifest.kind)).not.toContain('StatefulSet');
  });
});

describe('Dockerfiles', () => {
  for (const file of ['deploy/host/Dockerfile', 'deploy/static-remote/Dockerfile']) {
    it(`${file} is valid Dockerfile syntax, copies what exists, and runs in the foreground`, () => {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(validateDockerfile(text)).toEqual([]);
      for (const [, source] of text.matchAll(/^COPY (?!--from)(\S+) /gm))
        if (source !== '.') expect(existsSync(path.join(root, source ?? ''))).toBe(true);
      expect(text).toMatch(/^CMD \[/m);
    });
  }

  it('the host image runs on a maintained Node LTS', () => {
    const text = readFileSync(path.join(root, 'deploy/host/Dockerfile'), 'utf8');
    for (const [, version] of text.matchAll(/^FROM node:(\d+)/gm)) expect(['22', '24']).toContain(version);
  });

  it('the linter would catch a broken Dockerfile', () => {
    expect(validateDockerfile('FROM node:22\nRUNN echo\n').map((d) => d.message)).toContain(
      'Unknown instruction: RUNN',
    );
  });
});
