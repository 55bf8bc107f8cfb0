// Phrases made executable on the cards-ven4 branch. Real cards of the library, compiled from their text; the
// card text itself is read from the datasets at test time, never copied here.
import { describe, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, facedown } from "../helpers/scenario-http.js";

// A trigger on a card its controller plays from a zone other than their hand (the request's playedFrom, or the
// zone a card an effect plays was in), empowering its source.
describe("empowered as you play a card from somewhere other than your hand (VEN-155 Heart of the Tempest)", () => {
  const heart = () => card("ht", "Heart of the Tempest", "p1", "base");

  it("is executable", async () => {
    await executable("VEN-155");
  });

  it("a card played from hand (the default) does not trigger it", async () => {
    await check({
      name: "",
      objects: [heart()],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p1" }],
      expect: { objects: { ht: { empowered: false }, b: { zone: "BASE" } } },
    });
  });

  it("a card p1 plays from the trash empowers it", async () => {
    await check({
      name: "",
      objects: [heart()],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p1", playedFrom: "TRASH" }],
      expect: { objects: { ht: { empowered: true } } },
    });
  });

  it("a card p1 plays from face down empowers it", async () => {
    await check({
      name: "",
      board: { battlefields: [{ id: "bf1", controller: "p1" }, { id: "bf2" }] },
      objects: [heart(), facedown("fd", "Blazing Scorcher", "p1", "bf1")],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p1", playedFrom: "fd", battlefield: "bf1" }],
      expect: { objects: { ht: { empowered: true } } },
    });
  });

  it("an opponent's card played from the trash does not", async () => {
    await check({
      name: "",
      objects: [heart()],
      chain: [{ id: "b", card: "Blazing Scorcher", controller: "p2", playedFrom: "TRASH" }],
      expect: { objects: { ht: { empowered: false } } },
    });
  });
});
