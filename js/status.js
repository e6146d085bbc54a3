// The lines under the board: the status headline, Python's message (with its rule ID), the
// chain of blocked towers (M6, M8, D2) and the aria-live announcement of the last change.
import { make, setAttr, setText, show } from "./dom.js";
import { chainText } from "./text.js";

export function createStatus() {
  const el = make("div", "kw-status-area");
  const status = make("p", "kw-status");
  const message = make("p", "kw-message", { "aria-live": "polite" });
  const rule = make("span", "kw-rule");
  const text = make("span", "kw-message-text");
  message.append(rule, text);
  const chain = make("p", "kw-chain");
  const chainHead = make("span", "kw-chain-head");
  const chainList = make("span", "kw-chain-list");
  chain.append(chainHead, chainList);
  const announce = make("p", "kw-announce kw-sr-only", { role: "status", "aria-live": "polite", "aria-atomic": "true" });
  el.append(status, message, chain, announce);

  return {
    el,
    update(view) {
      setText(status, view.status);

      const msg = view.message ?? { text: "", kind: "info" };
      const body = msg.text ?? "";
      const ruleId = msg.rule ?? "";
      setAttr(message, "data-kind", msg.kind || "info");
      setAttr(message, "data-rule", ruleId || null);
      setText(rule, ruleId);
      show(rule, Boolean(ruleId));
      // The rule ID is shown once, as a badge: drop a leading "T2: " from the sentence.
      setText(text, ruleId && body.startsWith(`${ruleId}: `) ? body.slice(ruleId.length + 2) : body);
      show(message, Boolean(body));
      // After a move Python says the same sentence in both places: let screen readers hear it once.
      setAttr(message, "aria-live", body && body === view.announce ? "off" : "polite");

      const deadlock = view.round_end?.chain?.length ? view.round_end.chain : null;
      const links = deadlock ?? view.chain ?? [];
      setText(chainHead, deadlock ? "Deadlock (M8), blocked in order: " : "Must pass (M6), blocked in order: ");
      setText(chainList, chainText(links));
      setAttr(chain, "data-kind", deadlock ? "deadlock" : "pass");
      show(chain, links.length > 0);

      setText(announce, view.announce);
    },
  };
}
