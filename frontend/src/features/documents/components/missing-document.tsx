import LinkOffIcon from '@mui/icons-material/LinkOff';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';
import { useQuery } from '@/lib/use-query';
import { EMPTY_FILTERS, getFeedPage } from '../api/get-documents';
import { linkWords } from '../lib/link-words';
import { viewerSlug } from '../lib/viewer-state';
import type { DocumentItem, DocumentPage } from '../types';

const text = strings.missingDocument;
const SIMILAR_SHOWN = 5;

/** The feed with `query` in its address (the feed reads its search and filters from there). */
const feedHref = (query: Record<string, string>): string => {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return `${paths.feed.root.getHref()}${search ? `?${search}` : ''}`;
};

/**
 * The search needs every word to match, and a removed paper's own words ("… Endsem 2023") may be
 * what no other has: fewer words are tried until something is found (at most four searches).
 */
export function similarSearches(words: string): string[] {
  const all = words.split(/\s+/).filter(Boolean);
  const lettersOnly = all.filter((word) => !/\d/.test(word));
  const tries = [all, lettersOnly, lettersOnly.slice(0, 2), lettersOnly.slice(0, 1)].map((list) => list.join(' '));
  return [...new Set(tries)].filter(Boolean);
}

async function findSimilar(words: string): Promise<DocumentPage> {
  let page: DocumentPage = { docs: [], nextPage: null, hasNextPage: false };
  for (const q of similarSearches(words)) {
    page = await getFeedPage({ ...EMPTY_FILTERS, q });
    if (page.docs.length > 0) break;
  }
  return page;
}

/** The best match's place in the catalogue: the likeliest subject of the document that is gone. */
const subjectOf = (doc: DocumentItem | undefined) => {
  const subject = doc?.subject[0]?.name;
  if (!doc || !subject) return undefined;
  return {
    name: subject,
    href: feedHref({
      college: doc.college[0]?.collegeName ?? '',
      course: doc.course[0]?.courseName ?? '',
      branch: doc.branch[0]?.branchName ?? '',
      subject,
    }),
  };
};

/**
 * What a document link shows when there is no document behind it: a deleted document's shared
 * link, a link cut short (`/feed/Title` without `?id=`), a wizard link opened without its state.
 * The spec's viewer "goes back" instead, which from a link opened in a fresh tab leaves the site
 * (about:blank), and inside the app shows the previous document (issue 25 item 1). Here the
 * visitor stays: a search prefilled with the link's words, what it finds, and the subject of the
 * best match.
 */
export function MissingDocument() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const words = linkWords(pathname);
  const [query, setQuery] = useState(words);
  const similar = useQuery(words ? `missing-document:${words}` : null, () => findSimilar(words));
  const matches = (similar.data?.docs ?? []).slice(0, SIMILAR_SHOWN);
  const subject = subjectOf(matches[0]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(feedHref({ q: query.trim() }));
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <DocumentTitle title={text.pageTitle} />
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, mb: 4 }}>
        <LinkOffIcon aria-hidden sx={{ fontSize: { xs: 56, md: 72 }, color: 'text.secondary' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, wordBreak: 'break-word' }}>
          {text.heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: '60ch' }}>{text.text}</Typography>
      </Stack>

      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' }, mb: 3 }}
      >
        <TextField
          type="search"
          label={text.searchLabel}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          {text.search}
        </Button>
      </Box>

      {matches.length > 0 ? (
        <Box component="section" aria-labelledby="similar-documents" sx={{ mb: 3 }}>
          <Typography id="similar-documents" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
            {text.similar}
          </Typography>
          <List dense disablePadding>
            {matches.map((doc) => (
              <ListItem
                key={doc._id}
                disableGutters
                sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'baseline' } }}
              >
                <Link
                  component={RouterLink}
                  to={paths.feed.document.getHref(viewerSlug(doc.title), { id: doc._id })}
                  sx={{ wordBreak: 'break-word' }}
                >
                  {doc.title}
                </Link>
                <Typography component="span" sx={{ color: 'text.secondary', ml: { xs: 0, sm: 1 }, fontSize: '0.9rem' }}>
                  {[doc.subject[0]?.name, doc.year ? `${strings.viewer.year} ${String(doc.year)}` : undefined]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {subject ? (
          <Button component={RouterLink} to={subject.href} variant="outlined">
            {text.browseSubject(subject.name)}
          </Button>
        ) : null}
        <Button component={RouterLink} to={paths.feed.root.getHref()} variant="outlined">
          {text.toFeed}
        </Button>
        <Button component={RouterLink} to={paths.home.getHref()}>
          {strings.notFound.takeMeHome}
        </Button>
      </Stack>
    </Container>
  );
}
