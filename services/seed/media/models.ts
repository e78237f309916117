/**
 * The seed's 3D models, written here: vessels turned on a lathe (a profile of radius over height swept round
 * the vertical axis), as binary glTF 2.0 (GLB) with normals and one PBR material. They are what the portal's
 * 3D viewer shows for the seeded 3D records; no third-party model is shipped. The files in `models/` are this
 * module's output (`node services/seed/media/models.ts` writes them again; a unit test checks they match).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LatheModel {
  /** File name in `models/`. */
  readonly file: string;
  readonly name: string;
  /** [radius, height] pairs from the foot up, in metres. */
  readonly profile: readonly (readonly [number, number])[];
  /** Base colour, linear RGB 0–1. */
  readonly colour: readonly [number, number, number];
  readonly roughness: number;
  readonly metallic: number;
}

export const MODELS: readonly LatheModel[] = [
  {
    file: 'amphora.glb',
    name: 'Amphora',
    profile: [[0, 0], [0.05, 0], [0.06, 0.02], [0.05, 0.05], [0.1, 0.12], [0.16, 0.25], [0.17, 0.33], [0.15, 0.42], [0.09, 0.5], [0.055, 0.55], [0.05, 0.62], [0.065, 0.65], [0.06, 0.67], [0, 0.67]],
    colour: [0.56, 0.27, 0.12],
    roughness: 0.85,
    metallic: 0,
  },
  {
    file: 'bowl.glb',
    name: 'Bowl',
    profile: [[0, 0], [0.07, 0], [0.08, 0.015], [0.12, 0.03], [0.17, 0.07], [0.2, 0.12], [0.21, 0.13], [0.2, 0.13], [0.185, 0.115], [0.155, 0.075], [0.1, 0.04], [0, 0.035]],
    colour: [0.18, 0.33, 0.45],
    roughness: 0.3,
    metallic: 0,
  },
  {
    file: 'candlestick.glb',
    name: 'Candlestick',
    profile: [[0, 0], [0.09, 0], [0.09, 0.015], [0.06, 0.03], [0.025, 0.05], [0.02, 0.09], [0.035, 0.1], [0.02, 0.11], [0.018, 0.24], [0.03, 0.25], [0.045, 0.26], [0.045, 0.27], [0.02, 0.27], [0.02, 0.3], [0, 0.3]],
    colour: [0.8, 0.62, 0.25],
    roughness: 0.35,
    metallic: 1,
  },
];

const SEGMENTS = 48;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;

/** Positions, normals and triangle indices of a lathe profile swept through SEGMENTS steps. */
function sweep(profile: LatheModel['profile']): { positions: Float32Array; normals: Float32Array; indices: Uint16Array } {
  const rings = profile.length;
  const positions = new Float32Array(rings * (SEGMENTS + 1) * 3);
  const normals = new Float32Array(positions.length);
  for (let i = 0; i < rings; i += 1) {
    const [r, y] = profile[i] ?? [0, 0];
    // The profile's slope at this point (central difference) gives the normal in the (radius, height) plane.
    const [r0, y0] = profile[Math.max(0, i - 1)] ?? [r, y];
    const [r1, y1] = profile[Math.min(rings - 1, i + 1)] ?? [r, y];
    let nr = y1 - y0;
    let ny = -(r1 - r0);
    const length = Math.hypot(nr, ny) || 1;
    nr /= length;
    ny /= length;
    for (let s = 0; s <= SEGMENTS; s += 1) {
      const angle = (s / SEGMENTS) * Math.PI * 2;
      const at = (i * (SEGMENTS + 1) + s) * 3;
      positions[at] = r * Math.cos(angle);
      positions[at + 1] = y;
      positions[at + 2] = r * Math.sin(angle);
      normals[at] = nr * Math.cos(angle);
      normals[at + 1] = ny;
      normals[at + 2] = nr * Math.sin(angle);
    }
  }
  const indices = new Uint16Array((rings - 1) * SEGMENTS * 6);
  let k = 0;
  for (let i = 0; i < rings - 1; i += 1) {
    for (let s = 0; s < SEGMENTS; s += 1) {
      const a = i * (SEGMENTS + 1) + s;
      const b = a + SEGMENTS + 1;
      // Counter-clockwise seen from outside.
      indices.set([a, a + 1, b, b, a + 1, b + 1], k);
      k += 6;
    }
  }
  return { positions, normals, indices };
}

function pad(buffer: Buffer, fill: number): Buffer {
  const padding = (4 - (buffer.length % 4)) % 4;
  return padding === 0 ? buffer : Buffer.concat([buffer, Buffer.alloc(padding, fill)]);
}

function bounds(positions: Float32Array): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let axis = 0; axis < 3; axis += 1) {
      const value = positions[i + axis] ?? 0;
      min[axis] = Math.min(min[axis] ?? value, value);
      max[axis] = Math.max(max[axis] ?? value, value);
    }
  }
  return { min, max };
}

/** The model as a GLB file (glTF 2.0 binary container: header, JSON chunk, BIN chunk). */
export function latheGlb(model: LatheModel): Buffer {
  const { positions, normals, indices } = sweep(model.profile);
  const positionBytes = Buffer.from(positions.buffer);
  const normalBytes = Buffer.from(normals.buffer);
  const indexBytes = pad(Buffer.from(indices.buffer), 0);
  const bin = Buffer.concat([positionBytes, normalBytes, indexBytes]);
  const vertexCount = positions.length / 3;
  const gltf = {
    asset: { version: '2.0', generator: 'heritage-portal seed (services/seed/media/models.ts)', copyright: 'CC0 1.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: model.name }],
    meshes: [{ name: model.name, primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }] }],
    materials: [{
      name: `${model.name} surface`,
      doubleSided: true,
      pbrMetallicRoughness: { baseColorFactor: [...model.colour, 1], metallicFactor: model.metallic, roughnessFactor: model.roughness },
    }],
    accessors: [
      { bufferView: 0, componentType: FLOAT, count: vertexCount, type: 'VEC3', ...bounds(positions) },
      { bufferView: 1, componentType: FLOAT, count: vertexCount, type: 'VEC3' },
      { bufferView: 2, componentType: UNSIGNED_SHORT, count: indices.length, type: 'SCALAR' },
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positionBytes.length, target: ARRAY_BUFFER },
      { buffer: 0, byteOffset: positionBytes.length, byteLength: normalBytes.length, target: ARRAY_BUFFER },
      { buffer: 0, byteOffset: positionBytes.length + normalBytes.length, byteLength: indices.byteLength, target: ELEMENT_ARRAY_BUFFER },
    ],
    buffers: [{ byteLength: bin.length }],
  };
  const json = pad(Buffer.from(JSON.stringify(gltf), 'utf8'), 0x20);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0); // 'glTF'
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length + 8 + bin.length, 8);
  const chunk = (type: number, data: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, data]);
  };
  return Buffer.concat([header, chunk(0x4e4f534a, json), chunk(0x004e4942, bin)]);
}

export const MODELS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'models');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const model of MODELS) writeFileSync(join(MODELS_DIR, model.file), latheGlb(model));
}
