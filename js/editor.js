// Edit mode (docs/widget-protocol.md, "Edit mode") and the position text: copy the current
// position or match text, paste one to play from (or into the editor), and set a position up
// tower by tower. Python checks every edit with the engine and names the rule a set-up breaks.
import { eventElement, make, setAttr, setOptions, setText, show } from "./dom.js";
import { say, speaker } from "./text.js";

const PLAYERS = ["black", "gold"];
const RANKS = [0, 1, 2, 3]; // the ranks the editor offers: a tower up to a Triple Sumo

/** @param {string} name */
const select = (name) => make("select", "", { name });

/**
 * Which of Python's words an element shows: set in `update`, as the board's language may change.
 * @typedef {Map<HTMLElement, (t: import("./text.js").Say) => string>} Texts
 */

// A labelled control.
/**
 * @param {(t: import("./text.js").Say) => string} word the label's word
 * @param {HTMLElement} control
 * @param {Texts} texts
 */
function field(word, control, texts) {
  const node = make("label", "kw-field");
  const text = make("span");
  texts.set(text, word);
  node.append(text, control);
  return node;
}

/**
 * @param {(t: import("./text.js").Say) => string} word the button's word
 * @param {string} action
 * @param {Texts} texts
 */
function button(word, action, texts, extra = "") {
  const node = make("button", `kw-button ${extra}`.trim(), { type: "button", "data-action": action });
  texts.set(node, word);
  return node;
}

// Copy the position text; paste one to play from it (or, in edit mode, to edit it).
/** @param {import("./types.js").Send} send */
function createPositionText(send) {
  /** @type {Texts} */
  const texts = new Map();
  const el = make("details", "kw-position");
  const summary = make("summary");
  texts.set(summary, (t) => t("position_summary"));
  const current = make("input", "kw-position-text", { type: "text", readonly: "" });
  const copy = button((t) => t("copy"), "copy-position", texts);
  const copied = make("span", "kw-copied", { role: "status" });
  const paste = make("input", "kw-paste-text", { type: "text", spellcheck: "false" });
  const load = make("button", "kw-button", { type: "button", "data-action": "paste" });
  const start = button((t) => t("edit_position"), "edit-start", texts);
  /** @type {import("./text.js").Words} */
  let words = {};
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
    setText(copied, say(words, "copied"));
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
     * @param {import("./types.js").Drawn} view
     * @param {boolean} visible
     */
    update(view, visible) {
      show(el, visible && typeof view.position_text === "string");
      words = view.words;
      const t = speaker(words);
      for (const [node, word] of texts) setText(node, word(t));
      setAttr(current, "aria-label", t("position_text"));
      setAttr(paste, "aria-label", t("paste_prompt"));
      setAttr(paste, "placeholder", t("paste_prompt"));
      if (current.value !== view.position_text) {
        current.value = view.position_text ?? "";
        setText(copied, "");
      }
      show(start, view.mode !== "edit");
      setText(load, view.mode === "edit" ? t("load_into_editor") : t("load"));
    },
  };
}

/** @param {import("./types.js").Send} send */
function createEditor(send) {
  /** @type {Texts} */
  const texts = new Map();
  /**
   * @param {string} action
   * @param {Record<string, unknown>} [fields]
   */
  const edit = (action, fields = {}) => send({ type: "edit", action, ...fields });
  const el = make("section", "kw-editor", { role: "group" }); // (not a landmark: a page has many)
  const head = make("p", "kw-editor-head");
  texts.set(head, (t) => t("editor_head"));
  // The editor's state: the status line shows it and the board's live region reads it; this line only when a
  // task's own status stands there instead.
  const problem = make("p", "kw-editor-problem");

  const palette = make("div", "kw-palette");
  /** @type {Map<string, HTMLElement>} */
  const chips = new Map();
  /** @type {[string, HTMLElement, HTMLElement][]} */
  const paletteRows = [];
  for (const player of PLAYERS) {
    const group = make("div", "kw-palette-row", { role: "group" });
    const name = make("span", "kw-palette-name");
    group.append(name);
    palette.append(group);
    chips.set(player, group);
    paletteRows.push([player, group, name]);
  }
  /** @type {Map<string, HTMLElement>} */
  const chipFor = new Map();
  palette.addEventListener("click", (event) => {
    const chip = eventElement(event, "button[data-edit-tower]");
    if (chip) edit("pick", { tower: chip.dataset.editTower });
  });

  const picked = make("div", "kw-picked");
  const pickedText = make("span", "kw-picked-text");
  const rank = select("rank");
  const back = button((t) => t("back_to_palette"), "edit-remove", texts);
  picked.append(pickedText, field((t) => t("rank"), rank, texts), back);
  /** @type {string | null} */
  let pickedId = null;
  rank.addEventListener("change", () => pickedId && edit("rank", { tower: pickedId, rank: Number(rank.value) }));
  back.addEventListener("click", () => pickedId && edit("remove", { tower: pickedId }));

  const turn = select("turn");
  const toMove = select("to_move");
  const extra = make("input", "", { type: "checkbox", name: "extra_turn" });
  const challenger = select("challenger");
  const round = make("input", "kw-round-input", { type: "number", name: "round", min: "1", step: "1" });
  const target = select("target");
  const layout = select("layout");
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
    field((t) => t("side_to_move"), turn, texts),
    field((t) => t("tower_to_move"), toMove, texts),
    extraLabel,
    field((t) => t("challenger"), challenger, texts),
    field((t) => t("round"), round, texts),
    field((t) => t("match"), target, texts),
    field((t) => t("layout"), layout, texts),
  );
  const scores = make("p", "kw-edit-scores");

  const actions = make("div", "kw-edit-actions");
  const done = button((t) => t("done"), "edit-done", texts, "kw-button--primary");
  const cancel = button((t) => t("cancel"), "edit-cancel", texts);
  const undo = button((t) => t("undo_edit"), "edit-undo", texts);
  const clear = button((t) => t("clear"), "edit-clear", texts);
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
      const t = speaker(view.words);
      for (const [node, word] of texts) setText(node, word(t));
      setAttr(el, "aria-label", t("editor"));
      for (const [player, group, name] of paletteRows) {
        setText(name, t(`player.${player}`));
        setAttr(group, "aria-label", t(`towers.${player}`));
      }
      /** @type {[string, string][]} */
      const sides = PLAYERS.map((p) => [p, t(`player.${p}`)]);
      setOptions(turn, sides);
      setOptions(challenger, sides);
      setOptions(rank, RANKS.map((n) => [n, t(`edit_rank.${n}`)]));
      setOptions(target, view.choices.targets);
      setOptions(layout, view.choices.layouts);
      setText(problem, e.state_text ?? ""); // Python's one wording of the editor's state
      show(problem, Boolean(e.state_text) && e.state_text !== view.status);
      setAttr(problem, "data-ok", e.problem ? "false" : "true");

      const towers = new Map(e.towers.map((tower) => [tower.id, tower]));
      for (const tower of e.towers) {
        let chip = chipFor.get(tower.id);
        if (!chip) {
          chip = make("button", "kw-chip", { type: "button", "data-edit-tower": tower.id });
          const mini = make("span", `kw-mini kw-tower--${tower.player}`, { "aria-hidden": "true" });
          mini.append(make("span", "kw-mini-top"));
          chip.append(mini, make("span", "kw-chip-where"));
          chips.get(tower.player)?.append(chip);
          chipFor.set(tower.id, chip);
        }
        const label = tower.square ? t("chip_on", { tower: tower.label, square: tower.square }) : t("chip_off", { tower: tower.label });
        setAttr(chip, "aria-label", label);
        setAttr(chip, "title", label);
        setAttr(chip, "aria-pressed", e.picked === tower.id ? "true" : "false");
        setAttr(chip, "data-placed", tower.square ?? null);
        setAttr(chip, "data-rank", tower.rank);
        const top = /** @type {HTMLElement} */ (chip.firstChild?.firstChild);
        const paint = view.palette?.[tower.colour] ?? tower.colour;
        if (top.style.backgroundColor !== paint) top.style.backgroundColor = paint;
        setText(/** @type {Node} */ (chip.lastChild), tower.square ?? "—");
      }

      pickedId = e.picked;
      const p = e.picked ? towers.get(e.picked) : null;
      show(picked, Boolean(p));
      if (p) {
        setText(pickedText, p.square ? t("picked_on", { tower: p.label, square: p.square }) : t("picked_off", { tower: p.label }));
        setValue(rank, p.rank);
        show(back, Boolean(p.square));
      }

      setValue(turn, e.turn);
      setText(extraText, e.labels?.extra_turn ?? "");
      /** @type {[string, string][]} */
      const options = [["", e.labels?.free_choice ?? ""]]; // free choice (T1), then each tower of the side to move
      for (const tower of e.towers) if (tower.player === e.turn) options.push([tower.id, t(`colour.${tower.colour}`)]);
      setOptions(toMove, options);
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

// The match lengths (R1) and layouts the editor offers come in the view (`choices`, from the `board_layout` trait).
/** @param {import("./types.js").Send} send */
export function createEditing(send) {
  const position = createPositionText(send);
  const editor = createEditor(send);
  return {
    els: [editor.el, position.el],
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      /** @type {Partial<import("./types.js").Controls>} */
      const controls = view.controls ?? {};
      const allowed = controls.match !== false && controls.edit !== false;
      editor.update(view);
      position.update(view, allowed || view.mode === "edit");
    },
  };
}
