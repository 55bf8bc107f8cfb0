import type { ResolutionRecord } from "../domain/resolutions.js";
import type { RequestCharge } from "../http/rate-limit/charge.js";
import type { AdminService } from "../services/admin.service.js";
import type { CardsService } from "../services/cards.service.js";
import type { ResolutionsService } from "../services/resolutions.service.js";
import type { RulesService } from "../services/rules.service.js";

export interface Services {
  rules: RulesService;
  cards: CardsService;
  resolutions: ResolutionsService;
  admin: AdminService;
}

export interface Context {
  services: Services;
  requestId: string;
  /** The peer's address (the rate limiter's client when no API key is sent). */
  remoteAddress?: string;
  /** Set by the admin plugin once the request's admin token is checked (src/graphql/admin-auth.plugin.ts). */
  admin?: boolean;
  /** The request's own rate-limit point, owed until taken with the operation's cost (src/http/rate-limit/charge.ts). */
  charge?: RequestCharge;
  /** The request's body is large (src/http/app.ts, LARGE_BODY_CHARS): its costly steps give way to the event loop between them. */
  largeRequest?: boolean;
  /** The resolution this request's resolveChain made, from when it is made until the replay plugin has read it: what a replay of it is stored from (src/http/caching/resolution-replay.ts). */
  resolution?: ResolutionRecord;
}
