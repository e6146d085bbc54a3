// Kamisado board front-end (anywidget AFM module).
// It only draws the synced traits and sends intents; Python owns every state change.
import "./widget.css";

const FILES = "abcdefgh";

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

function make(tag, className, attrs = {}, text = "") {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

function describe(square, tower) {
  const text = `${square.name}, ${cap(square.colour)} square`;
  if (!tower) return `${text}, empty`;
  return `${text}, ${cap(tower.player)}'s ${cap(tower.colour)} tower`;
}

function drawTower(tower, palette) {
  const node = make("div", `kw-tower kw-tower--${tower.player}`, {
    "data-tower": `${tower.player}-${tower.colour}`,
    "data-player": tower.player,
    "data-colour": tower.colour,
    "data-rank": String(tower.rank),
    "aria-hidden": "true",
  });
  const top = make("div", "kw-tower-top");
  top.style.background = palette[tower.colour] ?? tower.colour;
  node.append(top);
  if (tower.rank > 0) node.append(make("span", "kw-tower-rank", {}, String(tower.rank)));
  return node;
}

// Rank 8 at the top, rank 1 (Black's home row) at the bottom, files a-h left to right (B2).
function drawBoard(grid, board, palette) {
  const squares = new Map(board.squares.map((s) => [s.name, s]));
  const towers = new Map(board.towers.map((t) => [t.square, t]));
  const cells = [];
  for (let rank = 8; rank >= 1; rank--) {
    cells.push(make("div", "kw-label kw-label--rank", {}, String(rank)));
    for (const file of FILES) {
      const square = squares.get(file + rank);
      const tower = towers.get(square.name);
      const label = describe(square, tower);
      const node = make("button", "kw-square", {
        type: "button",
        "data-square": square.name,
        "data-colour": square.colour,
        title: label,
        "aria-label": label,
      });
      node.style.background = palette[square.colour] ?? square.colour;
      if (tower) node.append(drawTower(tower, palette));
      cells.push(node);
    }
  }
  cells.push(make("div", "kw-label"));
  for (const file of FILES) cells.push(make("div", "kw-label kw-label--file", {}, file));
  grid.replaceChildren(...cells);
}

function initialize() {
  // No per-model set-up yet: all state lives in Python.
}

function render({ model, el }) {
  const root = make("div", "kamisado-widget");
  const grid = make("div", "kw-board", {
    role: "group",
    "aria-label": "Kamisado board: rank 8 at the top, Black's home row (rank 1) at the bottom",
  });
  const message = make("p", "kw-message", { role: "status", "aria-live": "polite" });
  root.append(grid, message);
  el.append(root);

  const markSelected = () => {
    const selected = model.get("selected");
    for (const node of grid.querySelectorAll("[data-square]")) {
      node.setAttribute("aria-pressed", String(node.dataset.square === selected));
    }
  };
  const redraw = () => {
    drawBoard(grid, model.get("board"), model.get("palette"));
    markSelected();
  };
  const showMessage = () => {
    message.textContent = model.get("message");
  };
  const onClick = (event) => {
    const node = event.target.closest("[data-square]");
    if (node && grid.contains(node)) model.send({ type: "select", square: node.dataset.square });
  };

  grid.addEventListener("click", onClick);
  model.on("change:board", redraw);
  model.on("change:palette", redraw);
  model.on("change:selected", markSelected);
  model.on("change:message", showMessage);
  redraw();
  showMessage();

  return () => {
    grid.removeEventListener("click", onClick);
    model.off("change:board", redraw);
    model.off("change:palette", redraw);
    model.off("change:selected", markSelected);
    model.off("change:message", showMessage);
    root.remove();
  };
}

export default { initialize, render };
