// The `view` trait's type, generated from kamisado_widget/protocol/schema.py by
// scripts/view_types.py: do not edit by hand (tests/protocol/test_view_types.py checks it is current).
// A field Python types as Any is `any` here: the page reads its parts as it needs them.

export interface View {
  version: number;
  ply: number | null;
  layout: string;
  towers: Record<string, any>[];
  turn: string;
  mover: string | null;
  movable: string[];
  selected: string | null;
  targets: Record<string, string>[];
  last_move: Record<string, any> | null;
  last_fill: Record<string, any> | null;
  status: string;
  message: Message;
  announce: string;
  chain: Record<string, string>[];
  chain_head: string;
  pass: Record<string, string> | null;
  scoreboard: Scoreboard;
  round_end: Record<string, any> | null;
  match_end: string | null;
  fill: Record<string, any> | null;
  can_undo: boolean;
  can_redo: boolean;
  moves: string[];
  move_words: string[];
  movers: string;
  arrows: Record<string, string>[];
  replay: Record<string, any> | null;
  controls: Record<string, boolean>;
  taught: string;
  position_text: string;
  computer: Record<string, any>;
  hint: Record<string, any> | null;
  analysis: Record<string, any> | null;
  explore: Explore | null;
  review: Record<string, any> | null;
  mode: string;
  edit: Record<string, any> | null;
  short: Record<string, string>;
}

export interface Message {
  text: string;
  kind: string;
  rule: string | null;
  serial: number;
  repeat: number;
  sentence: string;
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

export interface Explore {
  pending: number;
  heading: string;
  moves: ExploreMove[];
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
