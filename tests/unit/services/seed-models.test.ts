/**
 * The seed's 3D models (services/seed/media/models.ts): the committed GLB files are exactly what the generator
 * writes, and the Khronos glTF validator finds no error or warning in them (issue 24 item 1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import validator from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { MODELS, MODELS_DIR, latheGlb } from '../../../services/seed/media/models.ts';

describe('seed 3D models', () => {
  it.each(MODELS.map((model) => [model.file, model] as const))('%s is the generator\'s output and valid glTF 2.0', async (file, model) => {
    const committed = readFileSync(join(MODELS_DIR, file));
    expect(Buffer.compare(committed, latheGlb(model))).toBe(0);
    const report = await validator.validateBytes(new Uint8Array(committed));
    expect(report.issues.numErrors).toBe(0);
    expect(report.issues.numWarnings).toBe(0);
    expect(report.info?.totalVertexCount ?? 0).toBeGreaterThan(100);
  });

  it('the validator is really applied: a truncated file fails', async () => {
    const model = MODELS[0];
    if (model === undefined) throw new Error('no model');
    const report = await validator.validateBytes(new Uint8Array(latheGlb(model).subarray(0, 200)));
    expect(report.issues.numErrors).toBeGreaterThan(0);
  });
});
