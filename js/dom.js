// Small DOM helpers. Text always goes in through textContent, never as HTML:
// player names and messages come from the notebook and may contain markup.

/**
 * A new element with a class, attributes and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {Record<string, string>} [attrs]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, className = "", attrs = {}, text = "") {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== "") node.textContent = text;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

/**
 * The element an event happened in that matches `selector`: its target or the target's nearest ancestor (null when
 * the target is not an element, or none matches).
 * @param {Event} event
 * @param {string} selector
 * @returns {HTMLElement | null}
 */
export function eventElement(event, selector) {
  const { target } = event;
  const found = target instanceof Element ? target.closest(selector) : null;
  return found instanceof HTMLElement ? found : null;
}

// Set or remove an attribute, touching the DOM only when the value changes.
/**
 * @param {Element} node
 * @param {string} name
 * @param {unknown} value null, undefined or false removes the attribute
 */
export function setAttr(node, name, value) {
  if (value === null || value === undefined || value === false) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else {
    const text = String(value);
    if (node.getAttribute(name) !== text) node.setAttribute(name, text);
  }
}

/**
 * @param {Node} node
 * @param {string | null | undefined} text
 */
export function setText(node, text) {
  const value = text ?? "";
  if (node.textContent !== value) node.textContent = value;
}

// Show ``short`` (a text with shortened names); when it differs from ``full``, the full text is
// the tooltip and the accessible label.
/**
 * @param {Element} node
 * @param {string} full
 * @param {string} short
 */
export function setShortened(node, full, short) {
  setText(node, short);
  const cut = short !== full ? full : null;
  setAttr(node, "title", cut);
  setAttr(node, "aria-label", cut);
}

/**
 * A select's options, relabelled when their words change (a board that switched its language); the value chosen stays.
 * @param {HTMLSelectElement} node
 * @param {[number | string, string][]} options
 */
export function setOptions(node, options) {
  const key = JSON.stringify(options);
  if (node.dataset.options === key) return;
  const value = node.value;
  node.dataset.options = key;
  node.replaceChildren(...options.map(([v, text]) => make("option", "", { value: String(v) }, text)));
  if (value && options.some(([v]) => String(v) === value)) node.value = value;
}

/**
 * @param {HTMLElement} node
 * @param {boolean} visible
 */
export function show(node, visible) {
  node.hidden = !visible;
}
