/**
 * The sample papers and notes a fresh embedded install starts with (see SeedService), placed in
 * the demo catalogue's first college, course and branch so the browse wizard reaches them too.
 * Titles carry SAMPLE_TITLE_PREFIX and descriptions say they are examples, so nobody takes them
 * for real uploads. Some words appear only in the PDF text (e.g. "semaphore", "Dijkstra"): search
 * finding them shows that the text the thumbnail job extracts is indexed.
 */
import type { CatalogueLevelKey } from '../database/catalogue-chain';
import { firstDemoPlace } from './demo-catalogue';
import type { SamplePdfContent } from './sample-pdf';
import { type DocumentType, type ExamType } from '../database/schema/enums';

export const SAMPLE_TITLE_PREFIX = 'Sample — ';

/**
 * Shown to students on the card and in the viewer: what the sample is, in their words. How an
 * operator starts without samples (SEED_DEMO=false) is for the README and the log, not for them.
 */
export const SAMPLE_DESCRIPTION =
  'An example written for PaperShelf, not a real exam paper or real lecture notes. It is here so you can try ' +
  'browsing, opening and searching until papers and notes from your college are uploaded.';

export interface SampleDocument {
  type: DocumentType;
  examType?: ExamType;
  /** Without SAMPLE_TITLE_PREFIX (added when seeding). */
  title: string;
  placement: Record<CatalogueLevelKey, string> & { year: number };
  pdf: SamplePdfContent;
}

/** Each sample's place: the demo catalogue's first college, course and branch, and its subject and year. */
const placement = (subject: string, year: number): SampleDocument['placement'] => ({
  ...(firstDemoPlace() as Record<CatalogueLevelKey, string>),
  subject,
  year,
});
const INSTITUTION = 'Indian Institute of Technology Delhi';
const BRANCH_LINE = 'B.Tech, Computer Science and Engineering';

/** Listed newest first: the feed shows them in this order. */
export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  {
    type: 'paper',
    examType: 'midsem',
    title: 'Data Structures mid-semester paper',
    placement: placement('Data Structures', 2),
    pdf: {
      heading: 'Data Structures - Mid-semester Examination',
      subtitle: [INSTITUTION, `${BRANCH_LINE}, Year 2`, 'Time: 2 hours, maximum marks: 40'],
      pages: [
        [
          'Answer all questions. Write pseudocode where code is asked for; state the time complexity of every algorithm you give.',
          { heading: 'Section A - Lists and stacks (16 marks)' },
          '1. Write a function that reverses a singly linked list in place. Trace it on the list 3 -> 8 -> 1 -> 6. (5)',
          '2. Use a stack to check whether a string of brackets such as "{[()()]}" is balanced. What is the worst-case space used? (5)',
          '3. Convert the infix expression (a + b) * c - d / e to postfix, showing the operator stack after each symbol. (6)',
          { heading: 'Section B - Trees (12 marks)' },
          '4. Insert the keys 50, 30, 70, 20, 40, 60, 80, 35 into an empty binary search tree. Draw the tree, then delete 30 and draw it again. (6)',
          '5. Give the inorder, preorder and postorder traversals of the tree you drew in question 4 before the deletion. (6)',
        ],
        [
          { heading: 'Section C - Heaps and hashing (12 marks)' },
          '6. Build a max-heap from the array [4, 10, 3, 5, 1, 9] using the bottom-up heapify procedure. Why does it run in O(n) time? (6)',
          '7. A hash table of size 11 uses linear probing with h(k) = k mod 11. Insert 22, 1, 13, 11, 24, 33 and show the table. (3)',
          '8. Explain why deleting a key from an open-addressing hash table needs a tombstone marker. (3)',
          '--- End of paper ---',
        ],
      ],
    },
  },
  {
    type: 'note',
    title: 'Discrete Mathematics notes: proofs and graphs',
    placement: placement('Discrete Mathematics', 1),
    pdf: {
      heading: 'Discrete Mathematics - Lecture Notes: Proofs and Graphs',
      subtitle: [INSTITUTION, `${BRANCH_LINE}, Year 1`, 'Weeks 3 to 5'],
      pages: [
        [
          { heading: '1. Mathematical induction' },
          'To prove P(n) for every n >= 1, prove the base case P(1), then show that P(k) implies P(k + 1). Strong induction may assume P(1), ..., P(k) at once.',
          'Example: 1 + 2 + ... + n = n(n + 1)/2. Base case: 1 = 1. Step: add (k + 1) to both sides of the hypothesis and factor.',
          { heading: '2. The pigeonhole principle' },
          'If n + 1 objects go into n boxes, some box holds at least two. Among any 13 people, two share a birth month.',
          'Generalised: N objects in k boxes put at least ceil(N / k) objects into some box.',
        ],
        [
          { heading: '3. Graphs' },
          'A graph G = (V, E) has vertices and edges; the degree of a vertex counts the edges at it. The handshake lemma: the degrees add up to 2|E|, so the number of odd-degree vertices is even.',
          'An Euler path uses every edge exactly once. A connected graph has an Euler circuit exactly when every vertex has even degree, and an Euler path when exactly zero or two vertices have odd degree.',
          'A tree is a connected graph without cycles; a tree on n vertices has n - 1 edges. Every connected graph has a spanning tree.',
          'Exercise: show that the Petersen graph has no Euler circuit.',
        ],
      ],
    },
  },
  {
    type: 'paper',
    examType: 'endsem',
    title: 'Operating Systems end-semester paper',
    placement: placement('Operating Systems', 3),
    pdf: {
      heading: 'Operating Systems - End-semester Examination',
      subtitle: [INSTITUTION, `${BRANCH_LINE}, Year 3`, 'Time: 3 hours, maximum marks: 60'],
      pages: [
        [
          'Answer any five questions. All questions carry equal marks.',
          '1. Five processes arrive at time 0 with burst times 10, 1, 2, 1 and 5 ms. Draw the Gantt charts for FCFS, SJF and Round Robin with a 2 ms quantum, and compare the average waiting times.',
          "2. State the four necessary conditions for deadlock. Three processes share 10 units of one resource: they hold 3, 2 and 2 units and may need at most 9, 4 and 7. Use the Banker's algorithm to decide whether this state is safe.",
          '3. Solve the bounded-buffer producer-consumer problem with a mutex and two counting semaphores. Explain what goes wrong if the order of the wait operations is swapped.',
          '4. A system uses 32-bit logical addresses and 4 KB pages. How many entries does a single-level page table need? Show how a two-level page table reduces the memory used.',
        ],
        [
          "5. For the reference string 7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2 and three frames, count the page faults under FIFO, LRU and the optimal policy. What is Belady's anomaly?",
          '6. Compare contiguous, linked and indexed allocation of disk blocks for sequential and random access.',
          '7. Write short notes on any two: (a) thrashing, (b) the translation lookaside buffer, (c) copy-on-write fork, (d) priority inversion.',
          '--- End of paper ---',
        ],
      ],
    },
  },
  {
    type: 'paper',
    examType: 'quiz',
    title: 'Introduction to Programming quiz',
    placement: placement('Introduction to Programming', 1),
    pdf: {
      heading: 'Introduction to Programming - Quiz 1',
      subtitle: [INSTITUTION, `${BRANCH_LINE}, Year 1`, 'Time: 30 minutes, maximum marks: 10'],
      pages: [
        [
          '1. What does the following loop print? for i in range(1, 10, 3): print(i * i) (2)',
          '2. Write a function is_palindrome(s) that ignores case and spaces, so "Never odd or even" is a palindrome. (3)',
          '3. Explain the difference between passing a list to a function and passing an integer, using an example that modifies the argument. (2)',
          '4. A recursive function computes the nth Fibonacci number. Why is it slow for n = 40, and how does memoization fix it? (3)',
          '--- End of quiz ---',
        ],
      ],
    },
  },
  {
    type: 'note',
    title: 'Compiler Design notes: lexing and parsing',
    placement: placement('Compiler Design', 4),
    pdf: {
      heading: 'Compiler Design - Lecture Notes: Lexing and Parsing',
      subtitle: [INSTITUTION, `${BRANCH_LINE}, Year 4`, 'Units 1 and 2'],
      pages: [
        [
          { heading: '1. Phases of a compiler' },
          'Lexical analysis, syntax analysis, semantic analysis, intermediate code generation, optimisation and code generation. The symbol table is shared by all phases.',
          { heading: '2. Lexical analysis' },
          "Tokens are described by regular expressions, e.g. identifier = letter (letter | digit)*. Thompson's construction turns them into an NFA; the subset construction gives a DFA, which is then minimised.",
          'The lexer takes the longest match; among rules matching the same length, the first listed wins (so "if" is a keyword, not an identifier).',
        ],
        [
          { heading: '3. Top-down parsing' },
          'An LL(1) parser chooses a production from the next token alone. Compute FIRST and FOLLOW sets, fill the parsing table, and check that no cell holds two productions.',
          "Left recursion such as E -> E + T | T must be removed first: E -> T E', E' -> + T E' | epsilon.",
          { heading: '4. Bottom-up parsing' },
          'Shift-reduce parsers build the tree from the leaves. LR(0) items track how much of a production has been seen; SLR uses FOLLOW sets to resolve reductions, and LALR merges LR(1) states with equal cores.',
        ],
        [
          { heading: '5. Worked example' },
          'Grammar: S -> ( L ) | a ; L -> L , S | S. After removing left recursion from L, compute FIRST(S) = { (, a } and FOLLOW(L) = { ) }.',
          'Parse the input ( a , ( a ) ) with the LL(1) table and show the stack at every step.',
          { heading: '6. Further reading' },
          "Aho, Lam, Sethi and Ullman, Compilers: Principles, Techniques, and Tools, chapters 3 and 4. Dijkstra's shunting-yard algorithm is a compact operator-precedence parser worth comparing with LR parsing.",
        ],
      ],
    },
  },
];
