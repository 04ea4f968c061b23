import {
  FAQ_QUESTION_MAX,
  FAQ_QUESTION_MIN,
  PAGE_DESCRIPTION_MAX,
  PAGE_DESCRIPTION_MIN,
  PAGE_TITLE_MAX,
} from '../domain/content/content-limits';

/**
 * Where the CMS at /admin/pages/ commits: a GitHub repository ("owner/name") and its branch, through
 * Netlify's OAuth provider; in development (and the end-to-end test) the local backend is used
 * instead (docs/decisions.md#cms).
 */
export interface CmsTarget {
  readonly repo: string;
  readonly branch: string;
  readonly siteUrl: string;
}

/** decap-server's address, which `npm run dev` starts (src/cms/cms-integration.ts). */
export const LOCAL_BACKEND_PORT = 8081;

/** The same limits as src/content.config.ts, as a pattern and the sentence shown beside the field. */
const length = (min: number, max: number, what: string): [string, string] => [
  `^.{${min},${max}}$`,
  `${what}: ${min} to ${max} characters, on one line.`,
];

/** The formatting the pages use; nothing that the site's styles or the CSP would not show. */
const MARKDOWN_BUTTONS = ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'];

const body = (label: string) => ({
  name: 'body',
  label,
  widget: 'markdown',
  buttons: MARKDOWN_BUTTONS,
  editor_components: [],
  // Rich text first: the owner edits what she reads. Markdown stays one switch away.
  modes: ['rich_text', 'raw'],
});

/** Decap CMS's configuration (served as config.yml: JSON is YAML). */
export function cmsConfig({ repo, branch, siteUrl }: CmsTarget) {
  return {
    backend: {
      name: 'github',
      repo,
      branch,
      // Netlify is the OAuth provider: the owner signs in with GitHub and the commit is hers.
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
      commit_messages: {
        update: 'Pages: edit {{collection}} "{{slug}}"',
        create: 'Pages: add {{collection}} "{{slug}}"',
      },
    },
    // On localhost only: decap-server writes src/content/ directly.
    local_backend: { url: `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1` },
    site_url: siteUrl,
    display_url: siteUrl,
    locale: 'en',
    // Decap needs a media folder; the pages have no pictures of their own.
    media_folder: 'public/images/pages',
    public_folder: '/images/pages',
    collections: [
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'Page',
        description: 'The information pages: about, contact, terms, privacy, allergens and the FAQ’s introduction.',
        folder: 'src/content/pages',
        extension: 'md',
        format: 'frontmatter',
        create: false,
        delete: false,
        identifier_field: 'title',
        fields: [
          { name: 'title', label: 'Title', widget: 'string', pattern: length(1, PAGE_TITLE_MAX, 'Title') },
          {
            name: 'description',
            label: 'Description',
            widget: 'text',
            hint: 'What search engines and shared links show under the title.',
            pattern: length(PAGE_DESCRIPTION_MIN, PAGE_DESCRIPTION_MAX, 'Description'),
          },
          body('Page'),
        ],
      },
      {
        name: 'faq',
        label: 'FAQ',
        label_singular: 'Question',
        description: 'The questions on /faq, in the order of their number.',
        folder: 'src/content/faq',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        identifier_field: 'question',
        slug: '{{fields.order}}-{{slug}}',
        summary: '{{order}}. {{question}}',
        sortable_fields: ['order', 'question'],
        fields: [
          {
            name: 'question',
            label: 'Question',
            widget: 'string',
            pattern: length(FAQ_QUESTION_MIN, FAQ_QUESTION_MAX, 'Question'),
          },
          {
            name: 'order',
            label: 'Order',
            widget: 'number',
            value_type: 'int',
            min: 1,
            step: 1,
            hint: 'Its place on the page: 1 comes first.',
          },
          body('Answer'),
        ],
      },
    ],
  };
}

/**
 * The repository Netlify builds from (REPOSITORY_URL, set in every Netlify build) or CMS_GITHUB_REPO,
 * as "owner/name"; null when neither names a GitHub repository.
 */
export function githubRepo(env: Record<string, string | undefined>): string | null {
  const named = env['CMS_GITHUB_REPO']?.trim();
  if (named) return /^[\w.-]+\/[\w.-]+$/.test(named) ? named : null;
  const match = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(env['REPOSITORY_URL'] ?? '');
  return match ? `${match[1]}/${match[2]}` : null;
}
