// The `view`, `board_layout` and `history` traits' types, generated from kamisado_widget/protocol/schema.py by
// scripts/view_types.py: do not edit by hand (tests/protocol/test_view_types.py checks it is current).
// Each nested object is an interface of its own; a field marked `?` may be left out.

export interface View {
  version: number;
  ply: number | null;
  layout: string;
  towers: BoardTower[];
  turn: string;
  mover: string | null;
  movable: string[];
  selected: string | null;
  targets: Target[];
  last_move: LastMove | null;
  last_fill: LastFill | null;
  status: string;
  announce: string;
  chain: BlockedTower[];
  chain_head: string;
  pass: PassOffer | null;
  scoreboard: Scoreboard;
  round_end: RoundEnd | null;
  match_end: string | null;
  fill: FillOffer | null;
  can_undo: boolean;
  can_redo: boolean;
  moves: string[];
  move_words: string[];
  movers: string;
  arrows: Arrow[];
  replay: Replay | null;
  controls: Controls;
  taught: string;
  position_text: string;
  computer: Computer;
  hint: HintView | null;
  analysis: Analysis | null;
  explore: Explore | null;
  review: ReviewPanel | null;
  mode: string;
  edit: Edit | null;
  message: Message;
  short: Record<string, string>;
}

export interface BoardLayout {
  layout: string;
  palette: Record<string, string>;
  squares: LayoutSquare[];
  choices: Choices;
  loading: string;
}

export interface History {
  rounds: FinishedRound[];
  current: RoundStart;
}

export interface BoardTower {
  id: string;
  player: string;
  colour: string;
  square: string;
  rank: number;
  rank_name: string;
  label: string;
}

export interface Target {
  square: string;
  kind: string;
  move: string;
  pushes?: Shift[];
}

export interface LastMove {
  move: string;
  kind: string;
  player: string;
  from: string;
  to: string;
  pushed: Shift[];
}

export interface LastFill {
  direction: string;
  chooser: string;
  towers: FillTrip[];
}

export interface BlockedTower {
  player: string;
  colour: string;
  square: string;
  label: string;
}

export interface PassOffer {
  square: string;
  move: string;
  label: string;
  title: string;
  button: string;
}

export interface Scoreboard {
  target: number;
  length: string;
  round: number;
  scores: Record<string, number>;
  names: Record<string, string>;
  challenger: string;
  defender: string;
  roles_shown: boolean;
  phase: string;
  winner: string | null;
}

export interface RoundEnd {
  winner: string;
  reason: string;
  text: string;
  tower: string;
  points: number;
  promoted_to: string;
  chain: BlockedTower[];
  headline: string;
}

export interface FillOffer {
  chooser: string;
  label: string;
  prompt: string;
  options: FillOption[];
}

export interface Arrow {
  move: string;
  from: string;
  to: string;
  kind: string;
}

export interface Replay {
  ply: number;
  plies: number;
  later: number;
  asking: boolean;
  where: string;
}

export interface Controls {
  match: boolean;
  undo: boolean;
  fill: boolean;
  edit: boolean;
  computer: boolean;
  moves: boolean;
  mover: boolean;
  targets: boolean;
}

export interface Computer {
  side: string | null;
  level: number;
  levels: Record<string, string>;
  thinking: boolean;
}

export interface HintView {
  move: string | null;
  from: string | null;
  to: string | null;
  reason: string;
  text: string;
}

export interface Analysis {
  result: string;
  winner: string | null;
  distance: number | null;
  bound: number | null;
  line: string[];
  source: string | null;
  text: string;
}

export interface Explore {
  pending: number;
  heading: string;
  moves: ExploreMove[];
}

export interface ReviewPanel {
  offer: boolean;
  progress: ReviewProgress | null;
  heading: string | null;
  svg: string | null;
  mistakes: Mistake[];
}

export interface Edit {
  towers: EditTower[];
  picked: string | null;
  turn: string;
  to_move: string | null;
  extra_turn: boolean;
  layout: string;
  target: number;
  round: number;
  challenger: string;
  scores: Record<string, number>;
  problem: string | null;
  can_undo: boolean;
  labels: EditLabels;
  scores_text: string;
  state_text: string;
}

export interface Message {
  text: string;
  kind: string;
  rule: string | null;
  serial: number;
  repeat: number;
  sentence: string;
}

export interface LayoutSquare {
  name: string;
  colour: string;
  colour_name: string;
  character: string;
}

export interface Choices {
  targets: [number, string][];
  layouts: [string, string][];
}

export interface FinishedRound {
  number: number;
  challenger: string;
  start: number;
  result: HistoryResult | null;
  moves: string[];
  words: string[];
  by: string;
  fill: RoundFill;
}

export interface RoundStart {
  number: number;
  challenger: string;
  start: number;
  result: HistoryResult | null;
}

export interface Shift {
  id: string;
  from: string;
  to: string;
}

export interface FillTrip {
  id: string;
  player: string;
  from: string;
  to: string;
  order: number;
}

export interface FillOption {
  direction: string;
  label: string;
}

export interface ExploreMove {
  move: string;
  from: string;
  to: string;
  kind: string;
  result: string;
  own_moves: number | null;
  label: string;
  text: string;
  source: string | null;
  best: boolean;
}

export interface ReviewProgress {
  done: number;
  total: number;
}

export interface Mistake {
  ply: number;
  text: string;
}

export interface EditTower {
  id: string;
  player: string;
  colour: string;
  square: string | null;
  rank: number;
  label: string;
}

export interface EditLabels {
  extra_turn: string;
  free_choice: string;
}

export interface HistoryResult {
  winner: string;
  reason: string;
  points: number;
}

export interface RoundFill {
  direction: string;
  player: string;
  text: string;
  label: string;
}
