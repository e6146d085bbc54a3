// Everything around the board that is not the board: scoreboard, round end and refill (F1),
// undo/redo, playing the computer (computer.js), the new-match form (R1, B4) and the view
// switches (flipped, colour-blind, B5, and the animation speed).
// Each control only sends an intent; the next `view` shows what Python made of it. The view
// switches are synced traits of their own: they set `flipped`, `colour_blind` and `animation` directly.
import { SPEEDS } from "./animate.js";
import { createComputer } from "./computer.js";
import { eventElement, make, setAttr, setOptions, setShortened, setText, show } from "./dom.js";
import { playerName, say, speaker, shortened } from "./text.js";

const PLAYERS = ["black", "gold"];

function createScoreboard() {
  // A group, not a landmark: a page of many boards has many scoreboards, and landmarks must differ by name.
  const el = make("section", "kw-scoreboard", { role: "group" });
  const info = make("p", "kw-match-info");
  const players = make("div", "kw-players");
  /** @type {Record<string, Record<string, HTMLElement>>} */
  const rows = {};
  for (const player of PLAYERS) {
    const row = make("div", "kw-player", { "data-player": player });
    const name = make("span", "kw-name", { "data-name": player });
    const side = make("span", "kw-side");
    const role = make("span", "kw-role", { "data-role": player });
    const bot = make("span", "kw-bot", { "data-computer": player });
    const score = make("span", "kw-score", { "data-score": player });
    row.append(make("span", `kw-swatch kw-swatch--${player}`, { "aria-hidden": "true" }), name, side, role, bot, score);
    players.append(row);
    rows[player] = { row, name, side, role, bot, score };
  }
  el.append(info, players);
  return {
    el,
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      const t = speaker(view.words);
      setAttr(el, "aria-label", t("scoreboard"));
      /** @type {Partial<import("./types.js").View["scoreboard"]>} */
      const board = view.scoreboard ?? {};
      const target = board.target ?? 1;
      // A board for learners who have not met matches (R) or points (P) yet shows neither (view.taught).
      const taught = view.taught ?? "RP";
      setText(info, t(`match_info.${target}`, { round: board.round ?? 1 }));
      show(info, taught.includes("R"));
      for (const player of PLAYERS) {
        const r = rows[player];
        const score = board.scores?.[player] ?? 0;
        const name = playerName(view, player);
        setText(r.name, name); // shortened by the style sheet (ellipsis); the full name is the tooltip
        setAttr(r.name, "title", name);
        setText(r.side, t(`side.${player}`));
        show(r.side, name !== say(view.words, `player.${player}`)); // "Ann (Black)", but not "Black (Black)"
        const roles = board.roles_shown !== false; // an exercise that asks who opens or moves hides both
        const named = roles && taught.includes("R"); // Challenger and Defender are match words (R3)
        setText(r.role, !named ? "" : board.challenger === player ? t("challenger") : board.defender === player ? t("defender") : "");
        const computer = view.computer?.side === player ? view.computer : null;
        setText(r.bot, computer ? t("computer_seat", { level: computer.levels?.[computer.level] ?? computer.level }) : "");
        show(r.bot, Boolean(computer));
        setText(r.score, String(score));
        show(r.score, taught.includes("P"));
        setAttr(r.score, "aria-label", t(`score.${score}`, { target }));
        setAttr(r.row, "data-turn", roles && board.phase === "play" && view.turn === player ? "true" : null);
        setAttr(r.row, "data-winner", board.winner === player ? "true" : null);
      }
    },
  };
}

function createRoundEnd() {
  const el = make("section", "kw-round-end", { role: "group" }); // (not a landmark: a page has many)
  // Each sentence once: the round's headline when the status line says something else (the match's end), the
  // match's end when a task's own status stands there. How the round was won is the move's message.
  const head = make("p", "kw-round-head");
  const match = make("p", "kw-match-winner");
  el.append(head, match);
  return {
    el,
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      setAttr(el, "aria-label", say(view.words, "round_result"));
      const end = view.round_end;
      /** @type {Partial<import("./types.js").View["scoreboard"]>} */
      const board = view.scoreboard ?? {};
      const headline = end && end.headline !== view.status ? end.headline ?? "" : "";
      setShortened(head, headline, shortened(view, headline));
      show(head, Boolean(headline));
      setShortened(match, view.match_end ?? "", shortened(view, view.match_end));
      show(match, Boolean(view.match_end));
      show(el, (Boolean(end) || board.phase === "over") && Boolean(headline || view.match_end));
    },
  };
}

/** @param {import("./types.js").Send} send */
function createFill(send) {
  const el = make("section", "kw-fill", { role: "group" });
  const prompt = make("p", "kw-fill-prompt");
  const buttons = make("div", "kw-fill-buttons");
  el.append(prompt, buttons);
  buttons.addEventListener("click", (event) => {
    const button = eventElement(event, "button[data-fill]");
    if (button) send({ type: "fill", direction: button.dataset.fill });
  });
  let shown = "";
  return {
    el,
    /**
     * @param {import("./types.js").Drawn} view
     * @param {boolean} visible
     */
    update(view, visible) {
      const fill = view.fill;
      show(el, visible && Boolean(fill));
      if (!fill) {
        if (shown) buttons.replaceChildren(); // no stale buttons once the round has started
        shown = "";
        return;
      }
      setAttr(el, "aria-label", fill.label);
      setShortened(prompt, fill.prompt, shortened(view, fill.prompt));
      const key = JSON.stringify(fill.options);
      if (key !== shown) {
        shown = key;
        buttons.replaceChildren(
          ...fill.options.map((o) => make("button", "kw-button kw-button--primary", { type: "button", "data-fill": o.direction }, o.label)),
        );
      }
    },
  };
}

/** @param {import("./types.js").Send} send */
function createHistory(send) {
  const el = make("div", "kw-history", { role: "group" });
  const undo = make("button", "kw-button", { type: "button", "data-action": "undo" });
  const redo = make("button", "kw-button", { type: "button", "data-action": "redo" });
  undo.addEventListener("click", () => send({ type: "undo" }));
  redo.addEventListener("click", () => send({ type: "redo" }));
  el.append(undo, redo);
  return {
    el,
    /**
     * @param {import("./types.js").Drawn} view
     * @param {boolean} visible
     */
    update(view, visible) {
      show(el, visible);
      const t = speaker(view.words);
      setAttr(el, "aria-label", t("undo_redo"));
      setText(undo, t("undo"));
      setText(redo, t("redo"));
      undo.disabled = !view.can_undo;
      redo.disabled = !view.can_redo;
    },
  };
}

/** @param {import("./types.js").SetOption} setOption */
function createSwitches(setOption) {
  const el = make("div", "kw-switches", { role: "group" });
  /** @type {Record<string, HTMLInputElement>} */
  const boxes = {};
  /** @type {Record<string, HTMLElement>} */
  const texts = {};
  /** @type {("flipped" | "colour_blind")[]} */
  const keys = ["flipped", "colour_blind"];
  for (const key of keys) {
    const label = make("label", "kw-switch");
    const box = make("input", "", { type: "checkbox", "data-option": key });
    box.addEventListener("change", () => setOption(key, box.checked));
    texts[key] = make("span");
    label.append(box, texts[key]);
    el.append(label);
    boxes[key] = box;
  }
  // How fast moves and refills animate (js/animate.js): the `animation` trait.
  const speed = make("select", "", { "data-option": "animation" });
  speed.addEventListener("change", () => setOption("animation", speed.value));
  const field = make("label", "kw-switch kw-speed");
  const speedText = make("span");
  field.append(speedText, speed);
  return {
    el,
    speed: field,
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      const t = speaker(view.words);
      setAttr(el, "aria-label", t("view_switches"));
      setText(texts.flipped, t("flipped"));
      setText(texts.colour_blind, t("colour_blind"));
      setText(speedText, t("animation"));
      setOptions(speed, SPEEDS.map((value) => [value, t(`speed.${value}`)]));
      for (const key of keys) boxes[key].checked = Boolean(view[key]);
      if (view.animation && speed.value !== view.animation) speed.value = view.animation;
    },
  };
}

/** @param {import("./types.js").Send} send */
function createNewMatch(send) {
  // No name of its own: a named form is a landmark, and a page of many boards has many of them; its labelled
  // selects and its "New match" button say what it is.
  const el = make("form", "kw-new-match");
  const target = make("select", "", { name: "target" });
  const layout = make("select", "", { name: "layout" });
  const lengthText = make("span");
  const layoutText = make("span");
  /**
   * @param {HTMLElement} text
   * @param {HTMLElement} control
   */
  const label = (text, control) => {
    const node = make("label", "kw-field");
    node.append(text, control);
    return node;
  };
  // A game in progress is not thrown away by one click: New match asks first (R1).
  const confirm = make("div", "kw-new-match-confirm", { role: "alertdialog" });
  const question = make("span", "kw-new-match-question");
  const discard = make("button", "kw-button kw-button--primary", { type: "button", "data-action": "discard" });
  const keep = make("button", "kw-button", { type: "button", "data-action": "keep" });
  const submit = make("button", "kw-button", { type: "submit", "data-action": "new-match" });
  confirm.append(question, discard, keep);
  show(confirm, false);
  const start = () => {
    show(confirm, false);
    send({ type: "new_match", target: Number(target.value), layout: layout.value });
  };
  el.append(label(lengthText, target), label(layoutText, layout), submit, confirm);
  let inProgress = false;
  el.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!inProgress) return start();
    show(confirm, true);
    keep.focus();
  });
  discard.addEventListener("click", start);
  keep.addEventListener("click", () => show(confirm, false));
  let primed = false;
  return {
    el,
    /**
     * @param {import("./types.js").Drawn} view
     * @param {boolean} visible
     */
    update(view, visible) {
      show(el, visible);
      const t = speaker(view.words);
      setAttr(confirm, "aria-label", t("discard_title"));
      setText(question, t("discard_question"));
      setText(discard, t("discard"));
      setText(keep, t("keep_playing"));
      setText(submit, t("new_match"));
      setText(lengthText, t("length"));
      setText(layoutText, t("layout"));
      setOptions(target, view.choices.targets);
      setOptions(layout, view.choices.layouts);
      // Moves or fills that Undo could take back, or points scored: a game worth asking about.
      const scores = Object.values(view.scoreboard?.scores ?? {});
      inProgress = Boolean(view.can_undo) || (view.moves ?? []).length > 0 || scores.some((n) => n > 0);
      if (!inProgress) show(confirm, false);
      if (!primed) {
        // Start from the current match's settings; afterwards the user's choice stays.
        primed = true;
        target.value = String(view.scoreboard?.target ?? 3);
        layout.value = view.layout ?? "standard";
      }
    },
  };
}

// The match lengths (R1) and layouts the new-match form offers come in the view (`choices`, from the
// `board_layout` trait), in the board's language.
/**
 * @param {import("./types.js").Send} send
 * @param {import("./types.js").SetOption} setOption
 */
export function createControls(send, setOption) {
  const scoreboard = createScoreboard();
  const roundEnd = createRoundEnd();
  const fill = createFill(send);
  const history = createHistory(send);
  const switches = createSwitches(setOption);
  const newMatch = createNewMatch(send);
  const computer = createComputer(send);
  const bar = make("div", "kw-toolbar");
  // The speed sits beside Undo/Redo (one line less on a narrow board), the checkboxes below.
  bar.append(history.el, switches.speed, switches.el);
  return {
    top: scoreboard.el,
    bottom: [roundEnd.el, fill.el, bar, computer.el, newMatch.el],
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      /** @type {Partial<import("./types.js").Controls>} */
      const controls = view.controls ?? {};
      const play = view.mode !== "edit"; // the editor has its own panel and buttons
      scoreboard.update(view);
      show(scoreboard.el, play);
      roundEnd.update(view);
      if (!play) show(roundEnd.el, false);
      fill.update(view, play && controls.fill !== false);
      history.update(view, play && controls.undo !== false);
      switches.update(view);
      // Until Python names a `computer` group, it follows the match group (hidden in exercises).
      computer.update(view, play && (controls.computer ?? controls.match) !== false);
      newMatch.update(view, play && controls.match !== false);
    },
  };
}
