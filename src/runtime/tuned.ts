/**
 * Imported first by the portal's entry scripts: restarts the process once with its memory settings
 * (src/runtime/runtime-tuning.ts) before any other module runs.
 */
import { applyRuntimeTuning } from './runtime-tuning.ts';

applyRuntimeTuning();
