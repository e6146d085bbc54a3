// The lines under the board: the status headline (with a spinner while the computer thinks),
// Python's message (with its rule ID), the hint and the analysis, the chain of blocked towers
// (M6, M8, D2) with the Pass button when the tower that must move is blocked, and the
// aria-live announcement of the last change. The message is the board's one feedback line: it
// flashes whenever Python replaces it, even with the same words (its serial changes), and shows
// "×2", "×3", ... when the same message comes again.
import { make, setAttr, setShortened, setText, show } from "./dom.js";
import { chainText, say, shortened } from "./text.js";

/** @param {{ onPass?: (square: string) => unknown }} [handlers] */
export function createStatus({ onPass = () => {} } = {}) {
  const el = make("div", "kw-status-area");
  const status = make("p", "kw-status");
  const spinner = make("span", "kw-spinner", { "aria-hidden": "true" });
  const headline = make("span", "kw-status-text");
  status.append(spinner, headline);
  const message = make("p", "kw-message", { "aria-live": "polite" });
  const rule = make("span", "kw-rule");
  const text = make("span", "kw-message-text");
  const repeat = make("span", "kw-message-repeat");
  message.append(rule, text, repeat);
  /** @type {number | null} */
  let serial = null;
  const chain = make("p", "kw-chain");
  const chainHead = make("span", "kw-chain-head");
  const chainList = make("span", "kw-chain-list");
  const passButton = make("button", "kw-button kw-button--primary kw-pass", { type: "button" });
  passButton.addEventListener("click", () => {
    const square = passButton.dataset.passSquare;
    if (square) onPass(square);
  });
  chain.append(chainHead, chainList);
  const hint = make("p", "kw-hint", { "aria-live": "polite" });
  const analysis = make("p", "kw-analysis", { "aria-live": "polite" });
  const announce = make("p", "kw-announce kw-sr-only", { role: "status", "aria-live": "polite", "aria-atomic": "true" });
  el.append(status, message, hint, analysis, chain, passButton, announce);

  return {
    el,
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      setShortened(headline, view.status ?? "", shortened(view, view.status));
      show(spinner, Boolean(view.computer?.thinking));

      // The hint and the analysis stay until the next move (Python clears them to null).
      const advice = view.hint?.text ?? "";
      const result = view.analysis?.text ?? "";
      setText(hint, advice);
      show(hint, Boolean(advice));
      setText(analysis, result);
      setAttr(analysis, "data-result", view.analysis?.result ?? null);
      show(analysis, Boolean(result));

      const msg = view.message ?? { text: "", kind: "info" };
      const body = msg.text ?? "";
      const ruleId = msg.rule ?? "";
      setAttr(message, "data-kind", msg.kind || "info");
      setAttr(message, "data-rule", ruleId || null);
      setText(rule, ruleId);
      show(rule, Boolean(ruleId));
      // The rule ID is shown once, as a badge: Python sends the sentence without it.
      const sentence = msg.sentence ?? body;
      setShortened(text, sentence, shortened(view, sentence));
      // Python also says the hint or the analysis as its message: show that sentence once.
      show(message, Boolean(body) && body !== advice && body !== result);
      const times = msg.repeat ?? 1;
      setText(repeat, times > 1 ? `×${times}` : "");
      setAttr(repeat, "title", times > 1 ? say(view.words, "repeat_title", { count: times }) : null);
      show(repeat, times > 1);
      setAttr(message, "data-serial", msg.serial ?? null);
      if (serial !== null && msg.serial !== serial && body) {
        // Restart the flash: drop the class, let the browser see it gone, then add it again.
        message.classList.remove("kw-flash");
        void message.offsetWidth;
        message.classList.add("kw-flash");
      }
      serial = msg.serial ?? null;
      // After a move Python says the same sentence in both places: let screen readers hear it once.
      setAttr(message, "aria-live", body && body === view.announce ? "off" : "polite");

      const deadlock = view.round_end?.chain?.length ? view.round_end.chain : null;
      const links = deadlock ?? view.chain ?? [];
      setText(chainHead, view.chain_head ?? "");
      setText(chainList, chainText(links));
      setAttr(chain, "data-kind", deadlock ? "deadlock" : "pass");
      show(chain, links.length > 0);
      const offer = deadlock ? null : view.pass;
      setText(passButton, offer?.button ?? "");
      setAttr(passButton, "data-pass-square", offer?.square ?? null);
      setAttr(passButton, "aria-label", offer?.title ?? null);
      setAttr(passButton, "title", offer?.title ?? null);
      show(passButton, Boolean(offer));

      setText(announce, view.announce);
    },
  };
}
