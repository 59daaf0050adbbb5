/**
 * Smart upload (issue 26): up to 10 PDFs dropped at once, each stored as a draft and analysed on
 * the server, then shown as a card with its form filled from the paper. The student corrects what
 * is wrong and publishes one card, or every ready card at once. Drafts outlive a reload (they are
 * the server's), so the caller's earlier drafts come back as cards.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '@/config/catalogue-chain';
import { SMART_UPLOAD_MAX_FILES, UPLOAD_ACCEPT } from '@/config/constants';
import { strings } from '@/config/strings';
import { refusalMessage } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useToast } from '@/lib/toast';
import { useCatalogue } from '../api/get-catalogue';
import { createDraft, discardDraft, listDrafts, publishDraft, type Draft } from '../api/uploads';
import { choose } from '../lib/catalogue-cascade';
import { celebrate } from '../lib/confetti';
import {
  EMPTY_DRAFT_FIELDS,
  heldPublishOf,
  prefill,
  publishInput,
  withStart,
  type DraftFieldKey,
  type HeldPublish,
} from '../lib/draft-fields';
import { expectPreview } from '../lib/live-preview';
import type { UploadStart } from '../lib/upload-start';
import { publicDocumentHref } from '../lib/viewer-state';
import type { DocumentItem } from '../types';
import { DraftCard, isExactDuplicate, type DraftCardState, type DraftPhase } from './draft-card';

const text = strings.upload;
const CATALOGUE_KEYS: ReadonlySet<string> = new Set(CATALOGUE_CHAIN.map((level) => level.key));
const isCatalogueKey = (key: DraftFieldKey): key is CatalogueLevelKey => CATALOGUE_KEYS.has(key);

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/**
 * Where a draft's status puts its card. A 'ready' answer without its analysis (the upload's 201
 * may leave it out) is asked for once more, unless `settled` (a poll's answer: it has no more).
 */
const phaseOf = (draft: Draft, settled = false): DraftPhase =>
  draft.status === 'failed'
    ? 'failed'
    : draft.status === 'ready' && (settled || draft.analysis)
      ? 'ready'
      : 'analysing';

/** Cards that take one of the ten places: everything not yet published. */
const takesPlace = (card: DraftCardState) => card.phase !== 'published';

/** A card that "Publish all ready" publishes: analysed, every required field valid, not an exact copy. */
const isPublishable = (card: DraftCardState) =>
  card.phase === 'ready' &&
  card.draft !== undefined &&
  !isExactDuplicate(card.draft.analysis) &&
  publishInput(card.fields) !== undefined;

const viewHrefOf = (created: DocumentItem | undefined): string | undefined =>
  created && typeof created._id === 'string' && typeof created.title === 'string'
    ? publicDocumentHref({ documentId: created._id, title: created.title })
    : undefined;

export interface SmartUploadProps {
  /**
   * Asked before publishing, with what it would publish: false holds it back (the app asks for the
   * profile first, issue 25, and keeps `held` to hand back as `held.data`).
   */
  maySend?: (held: HeldPublish) => boolean;
  /**
   * A publish held back by `maySend` (its data, kept across a reload): 'held' puts its forms back
   * on their cards, 'go' also publishes them. `onHeldDone` is called once it is sent or given up.
   */
  held?: { state: 'held' | 'go'; data: unknown };
  onHeldDone?: () => void;
  /** Where the forms start when the analysis suggests no place (a wizard place, the student's profile). */
  start?: UploadStart;
  /** Signed in: the caller's earlier drafts are listed (a visitor has none; the page asks them to log in). */
  signedIn?: boolean;
}

export function SmartUpload({ maySend = () => true, held, onHeldDone, start, signedIn = true }: SmartUploadProps = {}) {
  const [cards, setCards] = useState<DraftCardState[]>([]);
  // The latest cards for event handlers that run between renders (a drop, "Publish all ready").
  const cardsRef = useRef(cards);
  useEffect(() => {
    cardsRef.current = cards;
  });
  /** Why the last drop was not (wholly) taken. */
  const [dropNote, setDropNote] = useState<string | null>(null);
  const [listing, setListing] = useState(true);
  const [listFailed, setListFailed] = useState(false);
  const catalogue = useCatalogue();
  const toast = useToast();
  const nextKey = useRef(0);
  const stopConfetti = useRef<(() => void) | undefined>(undefined);

  useEffect(() => () => stopConfetti.current?.(), []);

  const update = useCallback((key: string, change: (card: DraftCardState) => DraftCardState) => {
    setCards((current) => current.map((card) => (card.key === key ? change(card) : card)));
  }, []);

  const newCard = (fileName: string, size: number, phase: DraftPhase, draft?: Draft): DraftCardState => {
    nextKey.current += 1;
    return {
      key: `card-${String(nextKey.current)}`,
      fileName,
      size,
      phase,
      progress: 0,
      draft,
      fields: EMPTY_DRAFT_FIELDS,
      suggested: new Set(),
      prefilled: false,
      attempted: false,
    };
  };

  // The caller's drafts from before (another tab, a reload) come back as cards.
  useEffect(() => {
    if (!signedIn) return undefined;
    let active = true;
    listDrafts()
      .then((drafts) => {
        if (!active) return;
        setCards((current) => {
          const known = new Set(current.map((card) => card.draft?.id));
          const earlier = drafts
            .filter((draft) => !known.has(draft.id))
            .map((draft) => newCard(draft.fileName, draft.size, phaseOf(draft), draft));
          return [...earlier, ...current];
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        logFailure('Drafts list failed', error);
        setListFailed(true);
        toast.error(text.draftsFailed);
      })
      .finally(() => {
        if (active) setListing(false);
      });
    return () => {
      active = false;
    };
    // Once per visit (once signed in); newCard and toast are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  // A ready draft's form is filled from its suggestion once the catalogue is here (names for ids).
  useEffect(() => {
    if (catalogue.loading) return;
    if (!cards.some((card) => card.phase === 'ready' && !card.prefilled)) return;
    setCards((current) =>
      current.map((card) => {
        if (card.phase !== 'ready' || card.prefilled) return card;
        const { fields, suggested } = withStart(
          catalogue.data,
          prefill(catalogue.data, card.draft?.analysis?.suggestion),
          start,
        );
        return { ...card, fields, suggested, prefilled: true };
      }),
    );
  }, [cards, catalogue.data, catalogue.loading, start]);

  const upload = (key: string, file: File) => {
    createDraft(file, (progress) => {
      update(key, (card) => ({ ...card, progress }));
    })
      .then((draft) => {
        update(key, (card) => ({ ...card, draft, phase: phaseOf(draft), progress: 100 }));
      })
      .catch((error: unknown) => {
        logFailure('Draft upload failed', error);
        update(key, (card) => ({ ...card, phase: 'upload-failed', error: refusalMessage(error) ?? text.uploadFailed }));
      });
  };

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const pdfs = [...accepted, ...rejections.map((rejection) => rejection.file)].filter(isPdf);
    const nonEmpty = pdfs.filter((file) => file.size > 0);
    const room = Math.max(0, SMART_UPLOAD_MAX_FILES - cardsRef.current.filter(takesPlace).length);
    const taken = nonEmpty.slice(0, room);
    const notes: string[] = [];
    if (nonEmpty.length > room) notes.push(text.tooMany(SMART_UPLOAD_MAX_FILES, nonEmpty.length - room));
    if (pdfs.length > nonEmpty.length) notes.push(text.empty);
    if (pdfs.length < accepted.length + rejections.length) notes.push(text.rejected);
    setDropNote(notes.length > 0 ? notes.join('. ') : null);
    const added = taken.map((file) => ({ file, card: newCard(file.name, file.size, 'uploading') }));
    setCards((current) => [...current, ...added.map(({ card }) => card)]);
    for (const { file, card } of added) upload(card.key, file);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: { 'application/pdf': [...UPLOAD_ACCEPT['application/pdf']] },
    multiple: true,
  });

  const setField = (key: string) => (field: DraftFieldKey, value: string) => {
    update(key, (card) => {
      const suggested = new Set(card.suggested);
      suggested.delete(field);
      if (isCatalogueKey(field)) {
        const { choices, cleared } = choose(catalogue.data, CATALOGUE_CHAIN, card.fields, field, value);
        for (const level of cleared) suggested.delete(level);
        // The paper a key answers is one of its subject's: another place lets it go (issue 27).
        const answersFor = card.fields[field] === value ? card.fields.answersFor : '';
        return { ...card, fields: { ...card.fields, ...choices, answersFor }, suggested };
      }
      const fields = { ...card.fields, [field]: value };
      if (field === 'docType' && value !== 'paper') fields.examType = '';
      return { ...card, fields, suggested };
    });
  };

  /** Publishes one card; resolves whether it was published. */
  const publishCard = async (card: DraftCardState): Promise<DocumentItem | undefined> => {
    const input = publishInput(card.fields);
    const id = card.draft?.id;
    if (input === undefined || id === undefined) {
      update(card.key, (current) => ({ ...current, attempted: true }));
      return undefined;
    }
    update(card.key, (current) => ({ ...current, attempted: true, phase: 'publishing', error: undefined }));
    try {
      const created = await publishDraft(id, input);
      if (typeof created._id === 'string') expectPreview(created._id);
      update(card.key, (current) => ({ ...current, phase: 'published', published: created }));
      return created;
    } catch (error) {
      logFailure('Publish failed', error);
      update(card.key, (current) => ({ ...current, phase: 'ready', error: refusalMessage(error) ?? text.failed }));
      return undefined;
    }
  };

  const celebrateOnce = () => {
    stopConfetti.current?.();
    stopConfetti.current = celebrate();
  };

  const heldOf = (ready: readonly DraftCardState[]): HeldPublish => ({
    drafts: ready.flatMap((card) => (card.draft ? [{ id: card.draft.id, fields: card.fields }] : [])),
  });

  const publishOne = (card: DraftCardState) => {
    if (publishInput(card.fields) !== undefined && !maySend(heldOf([card]))) return;
    void publishCard(card).then((created) => {
      if (!created) return;
      toast.success(text.success);
      celebrateOnce();
    });
  };

  const publishAll = async () => {
    const ready = cardsRef.current.filter(isPublishable);
    if (ready.length === 0 || !maySend(heldOf(ready))) return;
    await publishCards(ready);
  };

  const publishCards = async (ready: readonly DraftCardState[]) => {
    let published = 0;
    // One after another: the server's upload rules and points run per document.
    for (const card of ready) if (await publishCard(card)) published += 1;
    if (published > 0) {
      toast.success(text.success);
      celebrateOnce();
    }
  };

  // A publish held back for the profile (issue 25): its forms back on their cards once the drafts
  // are listed (also after a reload), and published once allowed.
  const heldRestored = useRef(false);
  const heldSent = useRef(false);
  useEffect(() => {
    if (held === undefined || heldSent.current || listing) return;
    const kept = heldPublishOf(held.data);
    const ids = new Map((kept?.drafts ?? []).map((entry) => [entry.id, entry.fields]));
    const heldCards = cardsRef.current.filter((card) => card.draft !== undefined && ids.has(card.draft.id));
    const restoredCards = heldCards.map((card) => ({
      ...card,
      fields: ids.get(card.draft?.id ?? '') ?? card.fields,
      suggested: new Set<DraftFieldKey>(),
      prefilled: true,
    }));
    if (!heldRestored.current) {
      heldRestored.current = true;
      const byKey = new Map(restoredCards.map((card) => [card.key, card]));
      setCards((current) => current.map((card) => byKey.get(card.key) ?? card));
    }
    if (held.state !== 'go' && restoredCards.length > 0) return;
    heldSent.current = true;
    onHeldDone?.();
    if (held.state === 'go') void publishCards(restoredCards.filter((card) => card.phase === 'ready'));
    // Runs when the held publish's state moves on (and once the drafts are listed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held?.state, listing]);

  const discard = (card: DraftCardState) => {
    const id = card.draft?.id;
    const remove = () => {
      setCards((current) => current.filter((other) => other.key !== card.key));
    };
    if (id === undefined) {
      remove();
      return;
    }
    const before = card.phase;
    update(card.key, (current) => ({ ...current, phase: 'discarding', error: undefined }));
    discardDraft(id)
      .then(remove)
      .catch((error: unknown) => {
        logFailure('Discard failed', error);
        update(card.key, (current) => ({
          ...current,
          phase: before,
          error: refusalMessage(error) ?? text.discardFailed,
        }));
      });
  };

  const publishable = cards.filter(isPublishable).length;
  const publishingAny = cards.some((card) => card.phase === 'publishing');

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Box
          {...getRootProps()}
          aria-label="PDF files"
          sx={{
            border: '2px dashed',
            borderColor: isDragActive ? 'primary.main' : dropNote !== null ? 'error.main' : 'divider',
            borderRadius: '16px',
            p: { xs: 3, md: 4 },
            textAlign: 'center',
            cursor: 'pointer',
            bgcolor: isDragActive ? 'action.hover' : 'transparent',
            outline: 'none',
            '&:focus-visible': { borderColor: 'primary.main', boxShadow: 3 },
          }}
        >
          <input {...getInputProps()} aria-label="Choose PDF files" />
          <CloudUploadIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{isDragActive ? text.dropActive : text.dropIdle}</Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            {text.dropMany(SMART_UPLOAD_MAX_FILES)}
          </Typography>
        </Box>
        {dropNote !== null && (
          <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
            {dropNote}
          </Typography>
        )}
      </Box>

      <Box component="section" aria-labelledby="smart-upload-cards" sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="smart-upload-cards" component="h2" variant="h6" sx={{ flex: 1 }}>
            {text.cards}
          </Typography>
          {cards.length > 0 && (
            <Button
              variant="contained"
              disabled={publishable === 0 || publishingAny}
              onClick={() => {
                void publishAll();
              }}
            >
              {text.publishAll(publishable)}
            </Button>
          )}
        </Box>
        {listing && signedIn && cards.length === 0 && (
          <Box role="status" aria-label={text.cards}>
            <Skeleton variant="rounded" height={96} />
          </Box>
        )}
        {(!listing || !signedIn) && cards.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{listFailed ? text.draftsFailed : text.noCards}</Typography>
        )}
        {listFailed && cards.length > 0 && <Alert severity="warning">{text.draftsFailed}</Alert>}
        {cards.map((card) => (
          <DraftCard
            key={card.key}
            card={card}
            catalogue={catalogue.data}
            viewHref={viewHrefOf(card.published)}
            onField={setField(card.key)}
            onPublish={() => {
              publishOne(card);
            }}
            onDiscard={() => {
              discard(card);
            }}
            onDraft={(draft) => {
              update(card.key, (current) => ({ ...current, draft, phase: phaseOf(draft, true) }));
            }}
            onGone={(message) => {
              update(card.key, (current) => ({ ...current, phase: 'failed', error: message }));
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
