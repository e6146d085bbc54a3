// Edit mode (docs/widget-protocol.md, "Edit mode") and the position text: copy the current
// position or match text, paste one to play from (or into the editor), and set a position up
// tower by tower. Python checks every edit with the engine and names the rule a set-up breaks.
import { make, setAttr, setText, show } from "./dom.js";
import { cap } from "./text.js";

const PLAYERS = ["black", "gold"];
/** @type {[number, string][]} */
const RANKS = [
  [0, "Normal tower"],
  [1, "Sumo"],
  [2, "Double Sumo"],
  [3, "Triple Sumo"],
];

/**
 * @param {string} name
 * @param {[number | string, string][]} options
 */
function select(name, options) {
  const node = make("select", "", { name });
  for (const [value, text] of options) node.append(make("option", "", { value: String(value) }, text));
  return node;
}

/**
 * @param {string} text
 * @param {HTMLElement} control
 */
function field(text, control) {
  const node = make("label", "kw-field");
  node.append(make("span", "", {}, text), control);
  return node;
}

/**
 * @param {string} text
 * @param {string} action
 */
function button(text, action, extra = "") {
  return make("button", `kw-button ${extra}`.trim(), { type: "button", "data-action": action }, text);
}

// Copy the position text; paste one to play from it (or, in edit mode, to edit it).
/** @param {import("./types.js").Send} send */
function createPositionText(send) {
  const el = make("details", "kw-position");
  const summary = make("summary", "", {}, "Position text, paste, edit");
  const current = make("input", "kw-position-text", { type: "text", readonly: "", "aria-label": "Position text of the current state" });
  const copy = button("Copy", "copy-position");
  const copied = make("span", "kw-copied", { role: "status" });
  const paste = make("input", "kw-paste-text", {
    type: "text",
    "aria-label": "Paste a position or match text",
    placeholder: "Paste a position or match text",
    spellcheck: "false",
  });
  const load = button("Load", "paste");
  const start = button("Edit position", "edit-start");
  const row = (/** @type {HTMLElement[]} */ ...nodes) => {
    const node = make("div", "kw-position-row");
    node.append(...nodes);
    return node;
  };
  el.append(summary, row(current, copy, copied), row(paste, load), row(start));

  copy.addEventListener("click", async () => {
    current.select();
    try {
      await navigator.clipboard.writeText(current.value);
    } catch {
      document.execCommand?.("copy"); // older browsers, insecure origins
    }
    setText(copied, "Copied.");
  });
  const submit = () => {
    const text = paste.value.trim();
    if (text) send({ type: "paste", text });
  };
  load.addEventListener("click", submit);
  paste.addEventListener("keydown", (event) => {
    event.stopPropagation(); // typing here is not a JupyterLab shortcut
    if (event.key === "Enter") submit();
  });
  start.addEventListener("click", () => send({ type: "edit", action: "start" }));

  return {
    el,
    /**
     * @param {import("./types.js").View} view
     * @param {boolean} visible
     */
    update(view, visible) {
      show(el, visible && typeof view.position_text === "string");
      if (current.value !== view.position_text) {
        current.value = view.position_text ?? "";
        setText(copied, "");
      }
      show(start, view.mode !== "edit");
      setText(load, view.mode === "edit" ? "Load into the editor" : "Load");
    },
  };
}

/**
 * @param {import("./types.js").Send} send
 * @param {import("./types.js").Choices} choices
 */
function createEditor(send, choices) {
  /**
   * @param {string} action
   * @param {Record<string, unknown>} [fields]
   */
  const edit = (action, fields = {}) => send({ type: "edit", action, ...fields });
  const el = make("section", "kw-editor", { "aria-label": "Edit the position" });
  const head = make("p", "kw-editor-head", {}, "Edit mode: pick a tower, then click a square to place it.");
  const problem = make("p", "kw-editor-problem", { "aria-live": "polite" });

  const palette = make("div", "kw-palette");
  /** @type {Map<string, HTMLElement>} */
  const chips = new Map();
  for (const player of PLAYERS) {
    const group = make("div", "kw-palette-row", { role: "group", "aria-label": `${cap(player)}'s towers` });
    group.append(make("span", "kw-palette-name", {}, cap(player)));
    palette.append(group);
    chips.set(player, group);
  }
  /** @type {Map<string, HTMLElement>} */
  const chipFor = new Map();
  palette.addEventListener("click", (event) => {
    const chip = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("button[data-edit-tower]"));
    if (chip) edit("pick", { tower: chip.dataset.editTower });
  });

  const picked = make("div", "kw-picked");
  const pickedText = make("span", "kw-picked-text");
  const rank = select("rank", RANKS);
  const back = button("Back to the palette", "edit-remove");
  picked.append(pickedText, field("Rank", rank), back);
  /** @type {string | null} */
  let pickedId = null;
  rank.addEventListener("change", () => pickedId && edit("rank", { tower: pickedId, rank: Number(rank.value) }));
  back.addEventListener("click", () => pickedId && edit("remove", { tower: pickedId }));

  /** @type {[string, string][]} */
  const sides = PLAYERS.map((p) => [p, cap(p)]);
  const turn = select("turn", sides);
  const toMove = select("to_move", []);
  const extra = make("input", "", { type: "checkbox", name: "extra_turn" });
  const challenger = select("challenger", sides);
  const round = make("input", "kw-round-input", { type: "number", name: "round", min: "1", step: "1" });
  const target = select("target", choices.targets);
  const layout = select("layout", choices.layouts);
  const set = (/** @type {string} */ name, /** @type {unknown} */ value) => edit("set", { field: name, value });
  turn.addEventListener("change", () => set("turn", turn.value));
  toMove.addEventListener("change", () => set("to_move", toMove.value || null));
  extra.addEventListener("change", () => set("extra_turn", extra.checked));
  challenger.addEventListener("change", () => set("challenger", challenger.value));
  round.addEventListener("change", () => Number.isInteger(Number(round.value)) && set("round", Number(round.value)));
  round.addEventListener("keydown", (event) => event.stopPropagation());
  target.addEventListener("change", () => set("target", Number(target.value)));
  layout.addEventListener("change", () => set("layout", layout.value));
  const extraLabel = make("label", "kw-switch");
  const extraText = make("span");
  extraLabel.append(extra, extraText);
  const fields = make("div", "kw-edit-fields");
  fields.append(
    field("Side to move", turn),
    field("Tower to move", toMove),
    extraLabel,
    field("Challenger", challenger),
    field("Round", round),
    field("Match", target),
    field("Layout", layout),
  );
  const scores = make("p", "kw-edit-scores");

  const actions = make("div", "kw-edit-actions");
  const done = button("Done: play from here", "edit-done", "kw-button--primary");
  const cancel = button("Cancel", "edit-cancel");
  const undo = button("↶ Undo edit", "edit-undo");
  const clear = button("Clear the board", "edit-clear");
  done.addEventListener("click", () => edit("done"));
  cancel.addEventListener("click", () => edit("cancel"));
  undo.addEventListener("click", () => edit("undo"));
  clear.addEventListener("click", () => edit("clear"));
  actions.append(done, cancel, undo, clear);

  el.append(head, problem, palette, picked, fields, scores, actions);

  /**
   * @param {HTMLInputElement | HTMLSelectElement} control
   * @param {unknown} value
   */
  const setValue = (control, value) => {
    if (control.value !== String(value)) control.value = String(value);
  };

  return {
    el,
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      const e = view.edit;
      show(el, view.mode === "edit" && Boolean(e));
      if (view.mode !== "edit" || !e) return;
      setText(problem, e.problem ? `Not playable yet — ${e.problem}` : "The position is playable: press Done to play from it.");
      setAttr(problem, "data-ok", e.problem ? "false" : "true");

      /** @type {Map<string, Record<string, any>>} */
      const towers = new Map(e.towers.map((/** @type {Record<string, any>} */ t) => [t.id, t]));
      for (const t of e.towers) {
        let chip = chipFor.get(t.id);
        if (!chip) {
          chip = make("button", "kw-chip", { type: "button", "data-edit-tower": t.id });
          const mini = make("span", `kw-mini kw-tower--${t.player}`, { "aria-hidden": "true" });
          mini.append(make("span", "kw-mini-top"));
          chip.append(mini, make("span", "kw-chip-where"));
          chips.get(t.player)?.append(chip);
          chipFor.set(t.id, chip);
        }
        const where = t.square ? `on ${t.square}` : "off the board";
        const label = `${t.label}, ${where}`;
        setAttr(chip, "aria-label", label);
        setAttr(chip, "title", label);
        setAttr(chip, "aria-pressed", e.picked === t.id ? "true" : "false");
        setAttr(chip, "data-placed", t.square ?? null);
        setAttr(chip, "data-rank", t.rank);
        const top = /** @type {HTMLElement} */ (chip.firstChild?.firstChild);
        const paint = view.palette?.[t.colour] ?? t.colour;
        if (top.style.backgroundColor !== paint) top.style.backgroundColor = paint;
        setText(/** @type {Node} */ (chip.lastChild), t.square ?? "—");
      }

      pickedId = e.picked;
      const p = e.picked ? towers.get(e.picked) : null;
      show(picked, Boolean(p));
      if (p) {
        setText(pickedText, `Picked: ${p.label}, ${p.square ? `on ${p.square}` : "off the board"}.`);
        setValue(rank, p.rank);
        show(back, Boolean(p.square));
      }

      setValue(turn, e.turn);
      setText(extraText, e.labels?.extra_turn ?? "");
      /** @type {[string, string][]} */
      const options = [["", e.labels?.free_choice ?? ""], ...e.towers.filter((/** @type {Record<string, any>} */ t) => t.player === e.turn).map((/** @type {Record<string, any>} */ t) => [t.id, cap(t.colour)])];
      const key = options.map((o) => o[0]).join();
      if (toMove.dataset.key !== key) {
        toMove.dataset.key = key;
        toMove.replaceChildren(...options.map(([value, text]) => make("option", "", { value }, text)));
      }
      setValue(toMove, e.to_move ?? "");
      extra.checked = Boolean(e.extra_turn);
      setValue(challenger, e.challenger);
      if (document.activeElement !== round) setValue(round, e.round);
      setValue(target, e.target);
      setValue(layout, e.layout);
      setText(scores, e.scores_text ?? "");
      undo.disabled = !e.can_undo;
    },
  };
}

// `choices`: the match lengths (R1) and layouts the editor offers, from the `board` trait.
/**
 * @param {import("./types.js").Send} send
 * @param {import("./types.js").Choices} choices
 */
export function createEditing(send, choices) {
  const position = createPositionText(send);
  const editor = createEditor(send, choices);
  return {
    els: [editor.el, position.el],
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      /** @type {Record<string, boolean>} */
      const controls = view.controls ?? {};
      const allowed = controls.match !== false && controls.edit !== false;
      editor.update(view);
      position.update(view, allowed || view.mode === "edit");
    },
  };
}
