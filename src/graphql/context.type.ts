import type { CardsService } from "../services/cards.service.js";
import type { ResolutionsService } from "../services/resolutions.service.js";
import type { RulesService } from "../services/rules.service.js";

export interface Services {
  rules: RulesService;
  cards: CardsService;
  resolutions: ResolutionsService;
}

export interface Context {
  services: Services;
  requestId: string;
}
