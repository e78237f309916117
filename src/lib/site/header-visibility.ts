import { DESKTOP_MIN_WIDTH_PX, HEADER_HIDE_OFFSET_PX, HEADER_SHOW_DELTA_PX } from '../constants.ts';

/**
 * When the header hides (spec section 2): on viewports 992 px wide or more it hides when
 * scrolling down past 150 px, and reappears on scrolling up by more than 5 px, at the top, or
 * on orientation change (the client resets the state then). Pure; src/islands/site/header.ts
 * feeds it scroll positions.
 */
export interface HeaderState {
  readonly hidden: boolean;
  /** The scroll position the next movement is measured from. */
  readonly anchorY: number;
}

export const HEADER_INITIAL: HeaderState = { hidden: false, anchorY: 0 };

/**
 * The header state after scrolling to `y` on a viewport `width` px wide.
 *
 * @example nextHeaderState({ hidden: false, anchorY: 100 }, 200, 1200).hidden // true
 */
export function nextHeaderState(state: HeaderState, y: number, width: number): HeaderState {
  if (width < DESKTOP_MIN_WIDTH_PX || y <= 0) return { hidden: false, anchorY: Math.max(y, 0) };
  if (y > state.anchorY) {
    // Scrolling down: hide once past the offset; the anchor follows, so a later upward
    // movement is measured from the lowest point.
    return { hidden: state.hidden || y > HEADER_HIDE_OFFSET_PX, anchorY: y };
  }
  if (state.anchorY - y > HEADER_SHOW_DELTA_PX) return { hidden: false, anchorY: y };
  // Small upward movements neither show the header nor move the anchor.
  return state;
}
