import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueView, catalogueTexts as t, type CatalogueSection } from './catalogue-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const launch = fn();
const buy = fn();
const details = fn();

const sections: CatalogueSection[] = [
  {
    id: 'grade-6',
    title: 'Grade 6 Quests',
    items: [
      {
        id: 'quest-101',
        kind: 'quest',
        name: 'Grade 6 Explorer Quest',
        imageUrl: null,
        price: 1499,
        tagLabel: 'Bestseller',
        tagColour: '#E65100',
        actions: [
          { label: '7-Day Trial', trialDays: 7 },
          { label: 'Buy', onClick: buy },
        ],
        onDetails: details,
      },
      {
        id: 'quest-102',
        kind: 'quest',
        name: 'Maths Booster',
        imageUrl: null,
        tagLabel: 'Limited offer',
        actions: [{ label: 'Launch', onClick: launch }],
        onDetails: details,
      },
    ],
  },
  {
    id: 'free',
    title: 'Free to start',
    items: [
      {
        id: 'product-204',
        kind: 'product',
        name: 'Free Starter Pack',
        imageUrl: null,
        price: 0,
        tagLabel: 'Free',
        tagColour: '#1565C0',
        actions: [{ label: 'Launch', onClick: launch }],
        onDetails: details,
      },
    ],
  },
];

const filters = {
  boards: [
    { value: '1', label: 'CBSE' },
    { value: '2', label: 'ICSE' },
  ],
  grades: [
    { value: '106', label: 'Grade 6' },
    { value: '107', label: 'Grade 7' },
  ],
  board: '',
  grade: '',
  onBoardChange: fn(),
  onGradeChange: fn(),
};

const meta = {
  title: 'Templates/Catalogue',
  component: CatalogueView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: t.questsTitle,
    state: 'loaded',
    search: '',
    sections,
    lastViewed: {
      name: 'Grade 6 Explorer Quest',
      viewedOn: new Date('2026-11-20T04:30:00Z'),
      imageUrl: null,
      onLaunch: launch,
    },
    showCart: true,
    cartCount: 2,
    onSearchChange: fn(),
    onBack: fn(),
    onCart: fn(),
    onRetry: fn(),
  },
  loaders: [
    async () => {
      launch.mockClear();
      buy.mockClear();
      details.mockClear();
      return {};
    },
  ],
  argTypes: {
    title: { table: { category: 'Content' } },
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    search: { table: { category: 'Content' } },
    sections: { table: { category: 'Content' } },
    lastViewed: { table: { category: 'Content' } },
    filters: { table: { category: 'Content' } },
    showCart: { table: { category: 'Behaviour' } },
    cartCount: { table: { category: 'Content' } },
    downloadNotice: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    as: { control: 'inline-radio', options: ['main', 'div'], table: { category: 'Accessibility' } },
    onSearchChange: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onCart: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof CatalogueView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quest catalogue: last viewed card, a carousel per category, the cart with its badge; buttons report. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.questsTitle })).toBeVisible();
    await expect(canvas.getByText('Viewed on date: 20 Nov 2026')).toBeVisible();
    await expect(canvas.getByText('2 items in cart')).toBeInTheDocument();
    const category = canvas.getByRole('region', { name: 'Grade 6 Quests' });
    await userEvent.click(within(category).getByRole('button', { name: 'Buy' }));
    await expect(buy).toHaveBeenCalledOnce();
    await userEvent.click(within(category).getAllByRole('button', { name: 'Details' })[0]!);
    await expect(details).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.cart }));
    await expect(args.onCart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/**
 * In Hindi (issue 29): the heading, search, cart, the app's "Assigned Quest", the flow's action labels ("7-Day
 * Trial", Buy, Launch), Details and the download notice in Hindi; names from the server stay as sent, and the
 * buttons still report.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    title: t.productsTitle,
    filters,
    downloadNotice: { playStoreUrl: 'https://play.example/quest', appStoreUrl: 'https://apps.example/quest' },
    sections: [
      {
        id: 'assigned',
        title: 'Assigned Quest',
        items: [{ id: 'assigned-7', kind: 'quest', name: 'Science Quest', actions: [{ label: 'Launch' }] }],
      },
      ...sections,
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'प्रोडक्ट' })).toBeVisible();
    await expect(canvas.getByText('कार्ट में 2 आइटम')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'खोजें' })).toBeEnabled();
    await expect(canvas.getByText('ऐप डाउनलोड करें')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'आपको दिए गए क्वेस्ट' })).toBeVisible();
    const category = canvas.getByRole('region', { name: 'Grade 6 Quests' });
    await expect(within(category).getByText('Grade 6 Explorer Quest')).toBeVisible();
    await expect(within(category).getByRole('button', { name: '7 दिन का ट्रायल' })).toBeVisible();
    await expect(within(category).getByRole('button', { name: 'शुरू करें' })).toBeVisible();
    await expect(within(category).getAllByRole('button', { name: 'विवरण' })).toHaveLength(2);
    await userEvent.click(within(category).getByRole('button', { name: 'खरीदें' }));
    await expect(buy).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'कार्ट' }));
    await expect(args.onCart).toHaveBeenCalledOnce();
  },
};

/** Typing in the search box reports every keystroke (the caller filters). */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t.search }), 'm');
    await expect(args.onSearchChange).toHaveBeenCalledWith('m');
  },
};

/** A search that leaves nothing: says so instead of an empty page. */
export const NoMatch: Story = {
  args: { search: 'robotics', sections: sections.map((s) => ({ ...s, items: [] })), lastViewed: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No quest matches "robotics".')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Grade 6 Quests' })).toBeNull();
  },
};

/** A catalogue without quests (and nothing searched). */
export const Empty: Story = {
  args: { sections: [], lastViewed: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
  },
};

/** While the catalogue loads: card shapes; search and cart already work. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: t.search })).toBeEnabled();
  },
};

/** The catalogue could not be loaded: the failure with Try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** /products: board and grade filters beside the search; choosing one reports it. */
export const Products: Story = {
  args: { title: t.productsTitle, filters },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.board }), '2');
    await expect(filters.onBoardChange).toHaveBeenCalledWith('2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.grade }), '107');
    await expect(filters.onGradeChange).toHaveBeenCalledWith('107');
  },
};

/** A 16:9 cover for the stories (an inline SVG, so no request leaves Storybook). */
const cover = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="${colour}"/></svg>`)}`;

/**
 * With covers and no last-viewed card: the first card's cover is the screen's largest paint, so it loads at once
 * with high priority; every other cover waits until it nears the screen.
 */
export const Covers: Story = {
  args: {
    lastViewed: undefined,
    sections: sections.map((section, s) => ({
      ...section,
      items: section.items.map((item, i) => ({
        ...item,
        imageUrl: cover(['#3949AB', '#00897B', '#F4511E'][s + i]!),
      })),
    })),
  },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.length).toBeGreaterThan(1);
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).not.toHaveAttribute('fetchpriority');
    }
  },
};

/**
 * Many categories: the first two carousels render at once, the others as soon as the browser is idle (the page is
 * `aria-busy` until then).
 */
export const ManyCategories: Story = {
  args: {
    sections: [1, 2, 3, 4].map((n) => ({
      ...sections[0]!,
      id: `category-${n}`,
      title: `Category ${n}`,
      items: sections[0]!.items.map((item) => ({ ...item, id: `${item.id}-${n}` })),
    })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Category 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('region', { name: /^Category / })).toHaveLength(4);
    // Every category is drawn: the page is no longer busy.
    await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy');
  },
};

/** Inside the iOS wrapper: no cart button (the caller also drops paid categories). */
export const IosWrapper: Story = {
  args: { showCart: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t.cart })).toBeNull();
  },
};

/** The "not available on browsers" notice, when the build turns it on (ADR 0067). */
export const BrowserNotice: Story = {
  args: {
    downloadNotice: {
      playStoreUrl: 'https://play.google.com/store/apps/details?id=com.quest.learner',
      appStoreUrl: 'https://apps.apple.com/in/app/quest-learner/id0000000000',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.downloadMessage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Play Store/ })).toHaveAttribute('target', '_blank');
  },
};

/** Every state: loaded with filters and notice, no match, loading and failed. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={32}>
      {/* Each view in its own named region, so their headers are not several page banners. */}
      <SheetTile caption="Loaded — filters, last viewed, sections and the app notice">
        <section aria-label="Loaded">
          <CatalogueView
            {...args}
            as="div"
            filters={filters}
            downloadNotice={{
              playStoreUrl: 'https://play.google.com',
              appStoreUrl: 'https://apps.apple.com',
            }}
          />
        </section>
      </SheetTile>
      <SheetTile caption="No match — a search that finds nothing">
        <section aria-label="No match">
          <CatalogueView {...args} as="div" search="robotics" sections={[]} lastViewed={null} />
        </section>
      </SheetTile>
      <SheetTile caption="Loading">
        <section aria-label="Loading">
          <CatalogueView {...args} as="div" state="loading" />
        </section>
      </SheetTile>
      <SheetTile caption="Failed — no cart button, Try again">
        <section aria-label="Failed">
          <CatalogueView {...args} as="div" state="failed" showCart={false} />
        </section>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
