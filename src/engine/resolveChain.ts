import type { CardCatalog, EngineRequest, EngineResult, ResolveOptions } from "./api.js";
export function resolveChain(request: EngineRequest, catalog: CardCatalog, options?: ResolveOptions): EngineResult {
  void request; void catalog; void options;
  return { ok: false, errors: [{ path: "", message: "engine not implemented yet" }] };
}
