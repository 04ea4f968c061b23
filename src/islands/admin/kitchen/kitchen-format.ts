import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { SHOP_TIME_ZONE } from '@/domain/fulfilment/schedule';
import { windowTimes } from '@/domain/fulfilment/window-label';

/*
 * How the kitchen screen words times, always on the shop's clock (the owner may open it from a
 * phone set to another zone): a window as '2:00–2:30 PM' and when its food must be ready.
 */

/** '2:00–2:30 PM' for a window sent as ISO instants. */
export const windowTimesOf = (window: { start: string; end: string }): string =>
  windowTimes(new Date(window.start), new Date(window.end));

/**
 * 'Ready by 2:00 PM': a window's food is due when the window opens, since a customer may come for
 * it (or the driver leave with it) from its first minute.
 */
export const readyBy = (window: { start: string }): string =>
  `Ready by ${format(new TZDate(new Date(window.start).getTime(), SHOP_TIME_ZONE), 'h:mm a')}`;

/** A window's pieces, every dish together: '38 of 50 pieces' against its limit, '38 pieces' without one. */
export const windowPiecesText = (window: { pieces: number; windowPieces: number | null }): string =>
  window.windowPieces === null
    ? `${window.pieces} ${window.pieces === 1 ? 'piece' : 'pieces'}`
    : `${window.pieces} of ${window.windowPieces} pieces`;
