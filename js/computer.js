// Playing the computer (docs/widget-protocol.md: `computer`, `hint`, `analysis`): who the
// computer plays and how well, and the coach's two buttons, Hint and Analyse. The thinking is
// Python's (the engine's search); these controls only send intents and show what came back.
import { make, setAttr, setShortened, show } from "./dom.js";
import { cap, playerName, shortName } from "./text.js";

const SIDES = ["none", "black", "gold"];

/**
 * @param {string} text
 * @param {HTMLElement} control
 */
function field(text, control) {
  const node = make("label", "kw-field");
  node.append(make("span", "", {}, text), control);
  return node;
}

/** @param {import("./types.js").Send} send */
export function createComputer(send) {
  const el = make("section", "kw-computer", { role: "group", "aria-label": "Play the computer" });
  const side = make("select", "", { name: "computer-side" });
  for (const value of SIDES) side.append(make("option", "", { value }, value === "none" ? "Nobody" : cap(value)));
  const level = make("select", "", { name: "computer-level" });
  const hint = make("button", "kw-button", { type: "button", "data-action": "hint" }, "Hint");
  const analyse = make("button", "kw-button", { type: "button", "data-action": "analyse" }, "Analyse");
  const coach = make("div", "kw-coach", { role: "group", "aria-label": "Hint and analysis" });
  coach.append(hint, analyse);
  el.append(field("Computer plays", side), field("Level", level), coach);

  const choose = () => send({ type: "computer", side: side.value, level: Number(level.value) });
  side.addEventListener("change", choose);
  level.addEventListener("change", choose);
  // A hint or an analysis takes the engine up to a second: mark the button busy until the
  // next view arrives (the update below clears it).
  const ask = (/** @type {HTMLButtonElement} */ button, /** @type {string} */ type) => () => {
    setAttr(button, "aria-busy", "true");
    button.disabled = true;
    send({ type });
  };
  hint.addEventListener("click", ask(hint, "hint"));
  analyse.addEventListener("click", ask(analyse, "analyse"));

  let levelsKey = "";
  return {
    el,
    /**
     * @param {import("./types.js").View} view
     * @param {boolean} visible
     */
    update(view, visible) {
      const computer = view.computer;
      show(el, visible && Boolean(computer));
      if (!computer) return;
      const levels = Object.entries(computer.levels ?? {});
      const key = JSON.stringify(levels);
      if (key !== levelsKey) {
        levelsKey = key;
        level.replaceChildren(...levels.map(([n, name]) => make("option", "", { value: n }, `${name} (${n})`)));
      }
      // The options say whose side is whose when the players have names of their own.
      for (const option of side.options) {
        if (option.value === "none") continue;
        const name = playerName(view, option.value);
        const label = (/** @type {string} */ n) => (name === cap(option.value) ? n : `${cap(option.value)} (${n})`);
        setShortened(option, label(name), label(shortName(name)));
      }
      const value = computer.side ?? "none";
      if (side.value !== value) side.value = value;
      if (level.value !== String(computer.level)) level.value = String(computer.level);

      const inPlay = (view.scoreboard?.phase ?? "play") === "play" && !view.round_end && view.mode !== "edit";
      for (const button of [hint, analyse]) {
        setAttr(button, "aria-busy", null);
        button.disabled = !inPlay || Boolean(computer.thinking);
      }
    },
  };
}
