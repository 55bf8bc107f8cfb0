// "I enter ready if …" through resolveChain over HTTP: the condition is checked as the unit enters the board,
// counting its controller's other units; real cards of the library compiled from their text.
import { describe, expect, it } from "vitest";
import { executable } from "../helpers/executable.js";
import { card, check, unit } from "../helpers/scenario-http.js";

const play = (id: string, name: string) => [{ id, card: name, controller: "p1", destination: "base" }];

describe("I enter ready if you control another <tag>", () => {
  it("Direwing enters ready with another friendly Dragon, exhausted without one (an enemy Dragon does not count)", async () => {
    await executable("Direwing");
    await check({
      name: "",
      objects: [card("dd", "Dune Drake", "p1", "bf1")],
      chain: play("dw", "Direwing"),
      expect: { objects: { dw: { zone: "BASE", exhausted: false } } },
    });
    await check({
      name: "",
      objects: [card("dd", "Dune Drake", "p2", "bf1"), unit("u", "p1", "base")],
      chain: play("dw", "Direwing"),
      expect: { objects: { dw: { zone: "BASE", exhausted: true } } },
    });
  });

  it("Breakneck Mech: another Mech, not itself", async () => {
    await executable("Breakneck Mech");
    await check({ name: "", objects: [], chain: play("bm", "Breakneck Mech"), expect: { objects: { bm: { exhausted: true } } } });
    await check({ name: "", objects: [card("m2", "Breakneck Mech", "p1", "bf2")], chain: play("bm", "Breakneck Mech"), expect: { objects: { bm: { exhausted: false } } } });
  });
});

describe("the unit enters ready when at least two other units are in its controller's base (Xin Zhao, Vigilant)", () => {
  it("Xin Zhao, Vigilant counts the other units in its controller's base as it enters", async () => {
    await executable("Xin Zhao, Vigilant");
    await check({
      name: "",
      objects: [unit("a", "p1", "base"), unit("b", "p1", "base")],
      chain: play("xz", "Xin Zhao, Vigilant"),
      expect: { objects: { xz: { zone: "BASE", exhausted: false } } },
    });
    await check({
      name: "",
      objects: [unit("a", "p1", "base"), unit("b", "p1", "bf1"), unit("c", "p2", "base")],
      chain: play("xz", "Xin Zhao, Vigilant"),
      expect: { objects: { xz: { zone: "BASE", exhausted: true } } },
    });
  });
});

describe("Other friendly units enter ready", () => {
  it("with Magma Wurm on the board, its controller's units and unit tokens enter ready; the opponent's do not, nor does the Wurm itself", async () => {
    for (const name of ["Magma Wurm", "Petty Officer", "Production Surge"]) await executable(name);
    const wurm = card("mw", "Magma Wurm", "p1", "base");
    await check({ name: "", objects: [wurm], chain: [{ id: "po", card: "Petty Officer", controller: "p1", destination: "base" }], expect: { objects: { po: { exhausted: false } } } });
    await check({ name: "", objects: [wurm], chain: [{ id: "po", card: "Petty Officer", controller: "p2", destination: "base" }], expect: { objects: { po: { exhausted: true } } } });
    await check({ name: "", chain: [{ id: "mw", card: "Magma Wurm", controller: "p1", destination: "base" }], expect: { objects: { mw: { exhausted: true } } } });
    await check({ name: "", objects: [wurm], chain: [{ id: "ps", card: "Production Surge", controller: "p1" }], expect: { objects: { "ps.token1": { exhausted: false } } } });
    await check({ name: "", chain: [{ id: "ps", card: "Production Surge", controller: "p1" }], expect: { objects: { "ps.token1": { exhausted: true } } } });
  });
});
