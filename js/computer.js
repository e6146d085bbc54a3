// Playing the computer (docs/widget-protocol.md: `computer`, `hint`, `analysis`): who the
// computer plays and how well, and the coach's two buttons, Hint and Analyse. The thinking is
// Python's (the engine's search); these controls only send intents and show what came back.
import { make, setAttr, setShortened, setText, show } from "./dom.js";
import { playerName, say, shortName, speaker } from "./text.js";

const SIDES = ["none", "black", "gold"];

/** @param {HTMLElement} control */
function field(control) {
  const node = make("label", "kw-field");
  const text = make("span");
  node.append(text, control);
  return { node, text };
}

/** @param {import("./types.js").Send} send */
export function createComputer(send) {
  const el = make("section", "kw-computer", { role: "group" });
  const side = make("select", "", { name: "computer-side" });
  for (const value of SIDES) side.append(make("option", "", { value }));
  const level = make("select", "", { name: "computer-level" });
  const hint = make("button", "kw-button", { type: "button", "data-action": "hint" });
  const analyse = make("button", "kw-button", { type: "button", "data-action": "analyse" });
  const coach = make("div", "kw-coach", { role: "group" });
  coach.append(hint, analyse);
  const sideField = field(side);
  const levelField = field(level);
  el.append(sideField.node, levelField.node, coach);

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
  /** @type {import("./text.js").Words | null} */
  let levelsWords = null;
  return {
    el,
    /**
     * @param {import("./types.js").Drawn} view
     * @param {boolean} visible
     */
    update(view, visible) {
      const computer = view.computer;
      show(el, visible && Boolean(computer));
      if (!computer) return;
      const t = speaker(view.words);
      setAttr(el, "aria-label", t("computer_group"));
      setAttr(coach, "aria-label", t("coach_group"));
      setText(sideField.text, t("computer_plays"));
      setText(levelField.text, t("level"));
      setText(hint, t("hint"));
      setText(analyse, t("analyse"));
      const levels = Object.entries(computer.levels ?? {});
      const key = JSON.stringify(levels);
      if (key !== levelsKey || view.words !== levelsWords) {
        levelsKey = key;
        levelsWords = view.words;
        level.replaceChildren(...levels.map(([n, name]) => make("option", "", { value: n }, t("level_option", { name, level: n }))));
      }
      // The options say whose side is whose when the players have names of their own.
      for (const option of side.options) {
        if (option.value === "none") {
          setText(option, t("nobody"));
          continue;
        }
        const name = playerName(view, option.value);
        const sideName = say(view.words, `player.${option.value}`);
        const label = (/** @type {string} */ n) => (name === sideName ? n : t("side_option", { side: sideName, name: n }));
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
