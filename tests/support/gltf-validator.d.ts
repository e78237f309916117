/** The part of the Khronos glTF validator's API the tests use (the package ships no types). */
declare module 'gltf-validator' {
  export interface ValidationReport {
    readonly issues: { readonly numErrors: number; readonly numWarnings: number; readonly numInfos: number; readonly messages: readonly { readonly code: string; readonly message: string }[] };
    readonly info?: { readonly totalVertexCount?: number };
  }
  const validator: { validateBytes(data: Uint8Array, options?: Record<string, unknown>): Promise<ValidationReport> };
  export default validator;
}
