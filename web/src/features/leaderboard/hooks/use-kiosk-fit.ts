import { useEffect, type RefObject } from 'react';

/** Names that shrink to stay on one line: the board's title, each game's and each player's. */
const fittedText = '.kiosk__title, .game-board__title, .game-board__player';
/** No name shrinks below this share of its size; a longer one wraps there instead. */
const smallestText = 0.6;
/** Should the cards still overflow, the whole board shrinks in these steps, down to the last. */
const boardScales = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6];

/** The width the element's text takes on one line, and the width it has for it. */
function widths(element: HTMLElement) {
  const style = getComputedStyle(element);
  const range = document.createRange();
  range.selectNodeContents(element);
  return {
    needed: range.getBoundingClientRect().width,
    available: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
  };
}

/** Shrinks one name until it fits its line; past the smallest size it wraps. */
function fitText(element: HTMLElement) {
  element.style.removeProperty('font-size');
  element.style.removeProperty('white-space');
  const { needed, available } = widths(element);
  if (needed <= available) return;
  const size = parseFloat(getComputedStyle(element).fontSize);
  // A hair under the exact share: the text's width does not scale perfectly with its size.
  const share = Math.max((available / needed) * 0.98, smallestText);
  element.style.fontSize = `${size * share}px`;
  if (widths(element).needed > available) element.style.whiteSpace = 'normal';
}

function clear(board: HTMLElement) {
  board.style.removeProperty('--kiosk-scale');
  for (const element of board.querySelectorAll<HTMLElement>(fittedText)) {
    element.style.removeProperty('font-size');
    element.style.removeProperty('white-space');
  }
}

const cardsFit = (board: HTMLElement) =>
  [...board.querySelectorAll<HTMLElement>('.game-board')].every(
    (card) => card.scrollHeight <= card.clientHeight,
  );

/**
 * Fits the kiosk board into its box whatever its names: each long name shrinks to its line,
 * and if a card still overflows (names that had to wrap), the whole board shrinks a step at a
 * time. Only while the stylesheet gives the kiosk a box of its own (a size container, on the
 * TVs and wide screens); elsewhere the page scrolls and names wrap as they are. Runs again
 * when anything in the board changes, when it is resized and when the fonts arrive.
 */
export function useKioskFit(boxRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const box = boxRef.current;
    const board = box?.firstElementChild;
    if (!box || !(board instanceof HTMLElement)) return;

    const fit = () => {
      clear(board);
      if (getComputedStyle(box).containerType !== 'size') return;
      const texts = [...board.querySelectorAll<HTMLElement>(fittedText)];
      for (const scale of boardScales) {
        board.style.setProperty('--kiosk-scale', String(scale));
        texts.forEach(fitText);
        if (cardsFit(board)) return;
      }
    };

    fit();
    // Only what the page renders: the fitting itself changes styles, which this does not watch.
    const changes = new MutationObserver(fit);
    changes.observe(board, { childList: true, subtree: true, characterData: true });
    let lastSize = '';
    const resizes = new ResizeObserver(([entry]) => {
      const size = `${entry?.contentRect.width}x${entry?.contentRect.height}`;
      if (size === lastSize) return;
      lastSize = size;
      fit();
    });
    resizes.observe(box);
    document.fonts.addEventListener('loadingdone', fit);
    return () => {
      changes.disconnect();
      resizes.disconnect();
      document.fonts.removeEventListener('loadingdone', fit);
    };
  }, [boxRef]);
}
