import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { formatPercent } from '../../format';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { BackHeader } from '../back-header';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { PasswordField } from '../password-field';
import { Skeleton } from '../skeleton';
import { StatusMessage } from '../status-message';
import { resolvePageInput, zoomIn, zoomOut } from './pdf-viewer-rules';

/*
 * The PDF viewer's look, without pdf.js: the public component's loading fallback, the engine and the state sheet
 * all draw through this, so the lazy chunk swaps in without anything moving.
 */

/** Where the document is: fetching, waiting for a password, checking one, shown, or failed. */
export type PdfViewerStatus = 'loading' | 'password' | 'checking' | 'ready' | 'error';

/**
 * A page pdf.js has drawn: a canvas sized in CSS pixels (its backing store may be denser), with `role="img"` and
 * an `aria-label` of "Page n of N" set where it was drawn.
 */
export interface DrawnPdfPage {
  canvas: HTMLCanvasElement;
  pageNumber: number;
}

/**
 * What the viewer shows. Texts come from the spec where it has them, otherwise they are plain wording. The ICU
 * messages take their values through `useTranslate()`'s `t`.
 */
export const pdfViewerText = {
  download: 'Download',
  /** The download button's name with the file's name. */
  downloadFile: 'Download {fileName}',
  loading: 'Loading PDF…',
  rendering: 'Drawing page…',
  page: 'Page',
  /** The drawn page's name, "Page n of N". */
  pageOf: 'Page {page} of {total}',
  /** After the page input: "of 6" ("of –" while the document is not open). */
  of: 'of {total}',
  previous: 'Previous page',
  next: 'Next page',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: 'Zoom',
  passwordTitle: 'This PDF is password protected',
  passwordHint: 'Enter the password to open it.',
  passwordLabel: 'Password',
  passwordRequired: 'Password is required',
  passwordWrong: 'Incorrect password. Please try again.',
  open: 'Open',
  errorTitle: 'Could not load the PDF',
  errorMessage: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

export interface PdfViewerViewProps {
  title: string;
  /** The title's language, when it is the server's data: `useDataLang()`. */
  titleLang?: string;
  fileName?: string;
  headingLevel?: 1 | 2;
  status: PdfViewerStatus;
  /** Total pages; 0 until the document is open. */
  pageCount: number;
  pageNumber: number;
  zoom: number;
  /** The last page drawn, kept on screen while the next one draws. */
  drawn?: DrawnPdfPage | null;
  /** A page or zoom change is being drawn. */
  rendering?: boolean;
  /** The last password was wrong. */
  wrongPassword?: boolean;
  /** Moves focus to the password field when the prompt appears (the live viewer; not a state sheet). */
  focusPrompt?: boolean;
  className?: string;
  onBack: () => void;
  onDownload?: () => void;
  onPageChange?: (page: number) => void;
  onZoomChange?: (zoom: number) => void;
  onPasswordSubmit?: (password: string) => void;
  onRetry?: () => void;
  /** The width a page at zoom 1 should have (the page area's inner width), reported on every resize. */
  onFitWidthChange?: (width: number) => void;
}

/** The viewer's frame: back header with download, page and zoom controls, and the page area in its state. */
export function PdfViewerView({
  title,
  titleLang,
  fileName,
  headingLevel = 1,
  status,
  pageCount,
  pageNumber,
  zoom,
  drawn,
  rendering = false,
  wrongPassword = false,
  focusPrompt = false,
  className,
  onBack,
  onDownload,
  onPageChange,
  onZoomChange,
  onPasswordSubmit,
  onRetry,
  onFitWidthChange,
}: PdfViewerViewProps) {
  const t = useTexts(pdfViewerText);
  const translate = useTranslate();
  const ready = status === 'ready' && pageCount > 0;
  const nextZoomIn = zoomIn(zoom);
  const nextZoomOut = zoomOut(zoom);
  const areaRef = useRef<HTMLDivElement>(null);
  // A title from the server names the page area through its heading, which carries its `lang`.
  const titleId = useId();

  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area || !onFitWidthChange) return;
    const report = () => {
      const style = getComputedStyle(area);
      const inner = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (inner > 0) onFitWidthChange(Math.floor(inner));
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(area);
    return () => observer.disconnect();
  }, [onFitWidthChange]);

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <StatusMessage
        headingLevel={2}
        tone="error"
        title={t.errorTitle}
        message={t.errorMessage}
        action={
          <Button variant="secondary" onClick={() => onRetry?.()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (status === 'password' || status === 'checking') {
    body = (
      <PasswordPrompt
        checking={status === 'checking'}
        wrong={wrongPassword}
        focusOnShow={focusPrompt}
        onSubmit={(password) => onPasswordSubmit?.(password)}
      />
    );
  } else if (status === 'loading' || !drawn) {
    body = (
      <PagePlaceholder>
        <Skeleton variant="rect" width="100%" height="100%" label={t.loading} />
      </PagePlaceholder>
    );
  } else {
    body = (
      <PageSurface
        drawn={drawn}
        label={translate(pdfViewerText.pageOf, { page: drawn.pageNumber, total: pageCount })}
      />
    );
  }

  return (
    <Root className={className}>
      <BackHeader
        title={title}
        titleLang={titleLang}
        titleId={titleLang && titleId}
        headingLevel={headingLevel}
        onBack={() => onBack()}
        actions={
          onDownload ? (
            <IconButton
              icon="download"
              label={fileName ? translate(pdfViewerText.downloadFile, { fileName }) : t.download}
              onClick={() => onDownload()}
            />
          ) : undefined
        }
      />
      <Toolbar>
        <Group role="group" aria-label={t.page}>
          <IconButton
            icon="chevron-left"
            label={t.previous}
            size="sm"
            disabled={!ready || pageNumber <= 1}
            onClick={() => onPageChange?.(pageNumber - 1)}
          />
          <PageInput
            pageNumber={pageNumber}
            pageCount={pageCount}
            disabled={!ready}
            pageLabel={t.page}
            ofTotal={translate(pdfViewerText.of, { total: pageCount > 0 ? pageCount : '–' })}
            onCommit={(page) => onPageChange?.(page)}
          />
          <IconButton
            icon="chevron-right"
            label={t.next}
            size="sm"
            disabled={!ready || pageNumber >= pageCount}
            onClick={() => onPageChange?.(pageNumber + 1)}
          />
        </Group>
        <Group role="group" aria-label={t.zoomLevel}>
          <IconButton
            icon="zoom-out"
            label={t.zoomOut}
            size="sm"
            disabled={!ready || nextZoomOut === null}
            onClick={() => nextZoomOut !== null && onZoomChange?.(nextZoomOut)}
          />
          <ZoomValue aria-live="polite">
            <span className="visually-hidden">{t.zoomLevel} </span>
            {formatPercent(zoom * 100)}
          </ZoomValue>
          <IconButton
            icon="zoom-in"
            label={t.zoomIn}
            size="sm"
            disabled={!ready || nextZoomIn === null}
            onClick={() => nextZoomIn !== null && onZoomChange?.(nextZoomIn)}
          />
        </Group>
      </Toolbar>
      {/* The page area scrolls by itself when a zoomed page is larger, so keyboard users need to reach it. */}
      <PageArea
        ref={areaRef}
        tabIndex={0}
        role="region"
        aria-label={titleLang ? undefined : title}
        aria-labelledby={titleLang && titleId}
        aria-busy={status === 'loading' || status === 'checking' || rendering}
        data-status={status}
      >
        {body}
      </PageArea>
    </Root>
  );
}

/** "Page [n] of N": a text input that takes a page on Enter; anything outside 1..N goes to page 1. */
function PageInput({
  pageNumber,
  pageCount,
  disabled,
  pageLabel,
  ofTotal,
  onCommit,
}: {
  pageNumber: number;
  pageCount: number;
  disabled: boolean;
  /** "Page", the input's name, and "of N" after it, in the active language. */
  pageLabel: string;
  ofTotal: string;
  onCommit: (page: number) => void;
}) {
  const current = pageCount > 0 ? String(pageNumber) : '';
  const [draft, setDraft] = useState(current);
  // A page change from the buttons (or a freshly opened document) shows in the box; the input keeps its focus.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setDraft(current);
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const page = resolvePageInput(draft, pageCount);
    setDraft(String(page));
    onCommit(page);
  };
  return (
    <PageField>
      <PageLabel>
        {/* Named "Page" for screen readers; on screen "[3] of 6" says it and the toolbar fits a phone on one row. */}
        <span className="visually-hidden">{pageLabel}</span>
        <PageBox
          type="text"
          inputMode="numeric"
          enterKeyHint="go"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          style={{ width: `${Math.max(2, String(pageCount).length) + 1}ch` }}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setDraft(current)}
        />
      </PageLabel>
      <span>{ofTotal}</span>
    </PageField>
  );
}

/** Asks for the password of an encrypted PDF; the value stays in this form only. */
function PasswordPrompt({
  checking,
  wrong,
  focusOnShow,
  onSubmit,
}: {
  checking: boolean;
  wrong: boolean;
  focusOnShow: boolean;
  onSubmit: (password: string) => void;
}) {
  const t = useTexts(pdfViewerText);
  const [password, setPassword] = useState('');
  const [required, setRequired] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusOnShow) formRef.current?.querySelector('input')?.focus();
  }, [focusOnShow, wrong]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (!password) {
      setRequired(true);
      return;
    }
    setRequired(false);
    onSubmit(password);
  };
  return (
    <PasswordForm ref={formRef} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <PromptTitle id={titleId}>{t.passwordTitle}</PromptTitle>
      <PromptHint>{t.passwordHint}</PromptHint>
      <PasswordField
        label={t.passwordLabel}
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          if (value) setRequired(false);
        }}
        error={required ? t.passwordRequired : wrong && !checking ? t.passwordWrong : undefined}
      />
      <Button type="submit" loading={checking} fullWidth>
        {t.open}
      </Button>
    </PasswordForm>
  );
}

/**
 * The drawn page: pdf.js's canvas, moved in as it is, not copied, and named `label` ("Page n of N" in the active
 * language; the engine first names it in English).
 */
function PageSurface({ drawn, label }: { drawn: DrawnPdfPage; label: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (host && drawn.canvas.parentNode !== host) host.replaceChildren(drawn.canvas);
  }, [drawn]);
  useLayoutEffect(() => {
    drawn.canvas.setAttribute('aria-label', label);
  }, [drawn, label]);
  return <PageHost ref={hostRef} />;
}

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  min-width: 0;
  background-color: ${tokens.color.surface.background};
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  column-gap: ${tokens.space[2]};
  row-gap: ${tokens.space[1]};
  padding: ${tokens.space[1]};
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  background-color: ${tokens.color.surface.raised};
`;

const Group = styled.div`
  display: flex;
  align-items: center;
`;

const PageField = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  font-size: ${tokens.font.size.md};
  white-space: nowrap;
`;

const PageLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
`;

const PageBox = styled.input`
  box-sizing: content-box;
  height: 42px;
  padding: 0 ${tokens.space[1]};
  border: ${tokens.borderWidth.thin} solid ${tokens.field.border};
  border-radius: ${tokens.field.radius};
  background-color: ${tokens.field.background};
  color: ${tokens.field.text};
  font: inherit;
  text-align: center;

  &:hover:not(:disabled) {
    border-color: ${tokens.field.borderHover};
  }
  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
  &:disabled {
    background-color: ${tokens.field.backgroundDisabled};
    color: ${tokens.color.text.secondary};
  }
`;

const ZoomValue = styled.span`
  min-width: 4.5ch;
  text-align: center;
  font-size: ${tokens.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const PageArea = styled.div`
  box-sizing: border-box;
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  scrollbar-gutter: stable;
  padding: ${tokens.space[2]};
  background-color: ${tokens.color.surface.sunken};

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: calc(-1 * ${tokens.focusRing.width});
  }

  &[data-status='error'],
  &[data-status='password'],
  &[data-status='checking'] {
    background-color: ${tokens.color.surface.background};
  }
`;

const PageHost = styled.div`
  width: max-content;
  margin: 0 auto;
  box-shadow: ${tokens.elevation.sm};
`;

const PagePlaceholder = styled.div`
  width: 100%;
  max-width: 100%;
  aspect-ratio: 1 / 1.414;
`;

const PasswordForm = styled.form`
  display: grid;
  gap: ${tokens.space[3]};
  max-width: 360px;
  margin: 0 auto;
  padding: ${tokens.space[4]} ${tokens.space[2]};
`;

const PromptTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const PromptHint = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  line-height: ${tokens.font.lineHeight.normal};
`;
