// The pages for people, as route handlers for createApp: the explorer's files, the resolution page,
// the rules page and their stylesheet. (The explorer itself is Apollo's landing page: explorer-page.ts.)
import type { Services } from "../../graphql/context.type.js";
import type { RouteHandler } from "../app.js";
import { explorerAssetsRoute } from "./explorer-assets.js";
import { explorerRedirectRoute } from "./explorer-page.js";
import { resolutionPageRoute } from "./resolution-page.js";
import { rulePageRoute } from "./rule-page.js";
import { stylesheetRoute } from "./styles.js";

export { explorerLandingPage } from "./explorer-page.js";

export function pageRoutes(services: Services): RouteHandler[] {
  return [stylesheetRoute(), explorerAssetsRoute(), explorerRedirectRoute(), resolutionPageRoute(services), rulePageRoute(services)];
}
