import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { getPageWords, type PageWords } from '../api/get-page-words';
import {
  clampPage,
  highlightTerms,
  matchesTerms,
  PAGE_MAX_CSS_WIDTH,
  pageImage,
  ZOOM_LEVELS,
} from '../lib/page-images';

const text = strings.pageViewer;
/** A page is drawn A4-shaped until its image tells its real shape. */
const PLACEHOLDER_RATIO = '595 / 842';
/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/** Without IntersectionObserver (old browsers, tests) every page counts as near. */
const everyPageNear = typeof IntersectionObserver === 'undefined';
const MIN_ZOOM = ZOOM_LEVELS[0];
const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1] ?? 3;

export interface PageViewerProps {
  documentId: string;
  title: string;
  /** Unknown while the document's detail is on its way: page 1 is shown (and asked for) meanwhile. */
  pageCount: number | undefined;
  /** The search the reader came from: its words are highlighted on the pages. */
  q?: string | undefined;
}

/**
 * The document's pages as images drawn by the server (issue 25), for phones and for browsers that
 * show no PDF inside a frame: page 1 first, asked for at mount even before the page count is known
 * (the others wait until it is there, so they do not share a slow network with it), the rest as
 * they come near the screen; each image's width fits the
 * screen, its pixel ratio and the zoom (srcset); a zoom control (buttons, or a two-finger pinch over the
 * pages), a page jump, and the search words highlighted from each page's word boxes.
 */
export function PageViewer({ documentId, title, pageCount: knownCount, q }: PageViewerProps) {
  const pageCount = knownCount ?? 1;
  const terms = useMemo(() => highlightTerms(q), [q]);
  const [zoom, setZoom] = useState<number>(1);
  /** Page 1's image has loaded (or failed): the other pages may load. */
  const [firstDone, setFirstDone] = useState(false);
  const [current, setCurrent] = useState(1);
  /** What the reader is typing in the page box; null: the box shows the current page. */
  const [typed, setTyped] = useState<string | null>(null);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([1]));
  const figures = useRef(new Map<number, HTMLElement>());
  const pinch = useRef<{ pointers: Map<number, { x: number; y: number }>; distance: number; zoom: number }>({
    pointers: new Map(),
    distance: 0,
    zoom: 1,
  });
  const pages = useMemo(() => Array.from({ length: pageCount }, (_, index) => index + 1), [pageCount]);

  // Which pages are on or near the screen: their words are fetched, and the topmost visible is "current".
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<number>();
    const nearObserver = new IntersectionObserver(
      (entries) => {
        const added = entries.filter((entry) => entry.isIntersecting).map((entry) => pageOf(entry.target));
        if (added.length > 0) setNear((previous) => new Set([...previous, ...added]));
      },
      { rootMargin: '100% 0px' },
    );
    const currentObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(pageOf(entry.target));
          else visible.delete(pageOf(entry.target));
        }
        if (visible.size > 0) setCurrent(Math.min(...visible));
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const figure of figures.current.values()) {
      nearObserver.observe(figure);
      currentObserver.observe(figure);
    }
    return () => {
      nearObserver.disconnect();
      currentObserver.disconnect();
    };
  }, [pages]);

  const goTo = (event: FormEvent) => {
    event.preventDefault();
    const page = clampPage(typed ?? String(current), pageCount);
    setTyped(null);
    if (page === undefined) return;
    setCurrent(page);
    setNear((previous) => new Set([...previous, page]));
    const figure = figures.current.get(page);
    // At once: the site scrolls smoothly elsewhere, but a jump over 40 pages should not animate.
    figure?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    figure?.focus({ preventScroll: true });
  };

  const stepZoom = (direction: 1 | -1) => {
    setZoom((value) => {
      const levels: readonly number[] = ZOOM_LEVELS;
      const next =
        direction > 0
          ? levels.find((level) => level > value + 0.01)
          : [...levels].reverse().find((level) => level < value - 0.01);
      return next ?? value;
    });
  };

  // Two fingers on the pages zoom them (the pages are drawn again at the width the zoom needs).
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    const state = pinch.current;
    state.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (state.pointers.size === 2) {
      state.distance = spread(state.pointers);
      state.zoom = zoom;
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const state = pinch.current;
    if (!state.pointers.has(event.pointerId)) return;
    state.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (state.pointers.size === 2 && state.distance > 0) {
      const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (state.zoom * spread(state.pointers)) / state.distance));
      setZoom(Math.round(next * 20) / 20);
    }
  };
  const onPointerEnd = (event: PointerEvent) => {
    pinch.current.pointers.delete(event.pointerId);
    if (pinch.current.pointers.size < 2) pinch.current.distance = 0;
  };

  return (
    <Box component="section" aria-label={text.label}>
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          // Below the site's sticky header (64 px, 72 from md; top-bar.tsx).
          top: { xs: 72, md: 80 },
          zIndex: 2,
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: 1,
          pt: 1.5,
          pb: 1,
          mb: 1,
          borderRadius: '12px',
        }}
      >
        <Box component="form" onSubmit={goTo} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <TextField
            size="small"
            label={text.jumpLabel}
            value={typed ?? String(current)}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                pattern: '[0-9]*',
                min: 1,
                max: pageCount,
                'aria-describedby': 'page-count',
              },
            }}
            sx={{ width: '4.5rem' }}
          />
          <Typography id="page-count" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {knownCount === undefined ? <Skeleton variant="text" width="2.5rem" /> : text.of(knownCount)}
          </Typography>
          <Button type="submit" variant="outlined" size="small" sx={{ minWidth: 0, px: 1.5 }}>
            {text.jump}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
          <IconButton
            size="small"
            aria-label={text.zoomOut}
            disabled={zoom <= MIN_ZOOM}
            onClick={() => {
              stepZoom(-1);
            }}
          >
            <ZoomOutIcon />
          </IconButton>
          <Typography aria-live="polite" sx={{ minWidth: '2.75rem', textAlign: 'center', fontSize: '0.85rem' }}>
            <Box component="span" sx={visuallyHidden}>
              {text.zoomLevel(Math.round(zoom * 100))}
            </Box>
            <span aria-hidden="true">{`${String(Math.round(zoom * 100))}%`}</span>
          </Typography>
          <IconButton
            size="small"
            aria-label={text.zoomIn}
            disabled={zoom >= MAX_ZOOM}
            onClick={() => {
              stepZoom(1);
            }}
          >
            <ZoomInIcon />
          </IconButton>
        </Box>
      </Paper>
      {terms.length > 0 && q ? (
        <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere', mb: 1, px: 0.5 }}>
          <Box
            component="span"
            aria-hidden="true"
            sx={{ display: 'inline-block', width: 12, height: 12, mr: 0.75, bgcolor: 'rgba(255, 200, 0, 0.6)' }}
          />
          {text.highlighting(q)}
        </Typography>
      ) : null}
      <Box
        role="region"
        aria-label={knownCount === undefined ? text.page(current) : text.pageOf(current, knownCount)}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        sx={{ overflowX: 'auto', touchAction: 'pan-x pan-y', borderRadius: '12px', pb: 1 }}
      >
        <Box
          sx={{
            width: `${String(zoom * 100)}%`,
            maxWidth: `${String(Math.round(zoom * PAGE_MAX_CSS_WIDTH))}px`,
            mx: 'auto',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          {pages.map((page) => (
            <PageFigure
              key={page}
              documentId={documentId}
              title={title}
              page={page}
              pageCount={knownCount}
              zoom={zoom}
              terms={terms}
              near={everyPageNear || near.has(page)}
              load={page === 1 || firstDone}
              onSettled={
                page === 1
                  ? () => {
                      setFirstDone(true);
                    }
                  : undefined
              }
              register={(element) => {
                if (element) figures.current.set(page, element);
                else figures.current.delete(page);
              }}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function pageOf(element: Element): number {
  return Number((element as HTMLElement).dataset.page ?? '1');
}

function spread(pointers: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...pointers.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

interface PageFigureProps {
  documentId: string;
  title: string;
  page: number;
  pageCount: number | undefined;
  zoom: number;
  terms: readonly string[];
  near: boolean;
  /** Whether to ask for the image yet. */
  load: boolean;
  /** Called once the image has loaded or failed. */
  onSettled: (() => void) | undefined;
  register: (element: HTMLElement | null) => void;
}

function PageFigure({
  documentId,
  title,
  page,
  pageCount,
  zoom,
  terms,
  near,
  load,
  onSettled,
  register,
}: PageFigureProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const words = useQuery<PageWords>(near && terms.length > 0 ? `page-words:${documentId}:${String(page)}` : null, () =>
    getPageWords(documentId, page),
  );
  const marks = useMemo(
    () => (words.data ? words.data.words.filter((word) => matchesTerms(word.text, terms)) : []),
    [words.data, terms],
  );
  const first = page === 1;

  return (
    <Box
      component="figure"
      ref={register}
      id={`page-${String(page)}`}
      data-page={page}
      aria-labelledby={`page-${String(page)}-caption`}
      tabIndex={-1}
      sx={{
        m: 0,
        scrollMarginTop: { xs: 150, md: 160 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'common.white',
          border: 1,
          borderColor: 'divider',
          borderRadius: '4px',
          overflow: 'hidden',
          aspectRatio: status === 'loaded' ? 'auto' : PLACEHOLDER_RATIO,
        }}
      >
        {status === 'failed' ? (
          <Box
            role="alert"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              alignContent: 'center',
              gap: 1,
              p: 2,
            }}
          >
            <Typography>{text.failed}</Typography>
            <Button
              variant="outlined"
              onClick={() => {
                setStatus('loading');
                setAttempt((n) => n + 1);
              }}
            >
              {text.retry}
            </Button>
          </Box>
        ) : load ? (
          <img
            key={attempt}
            {...pageImage(documentId, page, window.innerWidth, zoom)}
            alt={text.pageAlt(page, title)}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            data-testid="page-image"
            onLoad={() => {
              setStatus('loaded');
              onSettled?.();
            }}
            onError={() => {
              setStatus('failed');
              onSettled?.();
            }}
            style={{ display: 'block', width: '100%', height: status === 'loaded' ? 'auto' : '100%' }}
          />
        ) : null}
        {status === 'loading' ? (
          <Skeleton
            variant="rectangular"
            role="img"
            aria-label={text.loading}
            sx={{ position: 'absolute', inset: 0, height: '100%', bgcolor: 'grey.100' }}
          />
        ) : null}
        {status !== 'failed'
          ? marks.map((word, index) => (
              <Box
                key={index}
                component="mark"
                aria-hidden="true"
                data-testid="page-highlight"
                sx={{
                  position: 'absolute',
                  left: `${String(word.x * 100)}%`,
                  top: `${String(word.y * 100)}%`,
                  width: `${String(word.w * 100)}%`,
                  height: `${String(word.h * 100)}%`,
                  bgcolor: 'rgba(255, 200, 0, 0.45)',
                  mixBlendMode: 'multiply',
                  borderRadius: '2px',
                  pointerEvents: 'none',
                }}
              />
            ))
          : null}
      </Box>
      <Typography
        component="figcaption"
        id={`page-${String(page)}-caption`}
        sx={{ textAlign: 'center', fontSize: '0.8rem', color: 'text.secondary', mt: 0.5 }}
      >
        {pageCount === undefined ? text.page(page) : text.pageOf(page, pageCount)}
        {marks.length > 0 ? (
          <Box component="span" sx={visuallyHidden}>
            {` · ${text.matches(marks.length)}`}
          </Box>
        ) : null}
      </Typography>
    </Box>
  );
}
