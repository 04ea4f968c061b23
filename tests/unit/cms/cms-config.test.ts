import { describe, expect, it } from 'vitest';
import { cmsConfig, githubRepo } from '@/cms/cms-config';

const config = cmsConfig({ repo: 'owner/shop', branch: 'main', siteUrl: 'https://kenyanbites.com' });
const field = (collection: string, name: string) => {
  const fields = config.collections.find((c) => c.name === collection)?.fields ?? [];
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${collection}.${name}`);
  return found;
};
/** Whether the CMS lets the owner save `value` in a field with a pattern, as Decap checks it. */
const accepts = (collection: string, name: string, value: string) => {
  const pattern =
    'pattern' in field(collection, name) ? (field(collection, name) as { pattern: [string] }).pattern : null;
  return pattern ? new RegExp(pattern[0]).test(value) : true;
};

describe('the page editor’s configuration', () => {
  it('commits to the GitHub repository through Netlify’s OAuth, and uses the local backend on localhost', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/shop', branch: 'main' });
    expect(config.backend.base_url).toBe('https://api.netlify.com');
    expect(config.local_backend.url).toBe('http://127.0.0.1:8081/api/v1');
  });

  it('edits the six pages (never adds or deletes one) and the FAQ’s questions', () => {
    const [pages, faq] = config.collections;
    expect(pages).toMatchObject({ folder: 'src/content/pages', create: false, delete: false });
    expect(pages?.fields.map((f) => f.name)).toEqual(['title', 'description', 'body']);
    expect(faq).toMatchObject({ folder: 'src/content/faq', create: true });
    expect(faq?.fields.map((f) => f.name)).toEqual(['question', 'order', 'body']);
    expect(field('faq', 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
  });

  it('holds a description to the 50 to 200 characters the build requires, on one line', () => {
    expect(accepts('pages', 'description', 'x'.repeat(49))).toBe(false);
    expect(accepts('pages', 'description', 'x'.repeat(50))).toBe(true);
    expect(accepts('pages', 'description', 'x'.repeat(200))).toBe(true);
    expect(accepts('pages', 'description', 'x'.repeat(201))).toBe(false);
    expect(accepts('pages', 'description', `${'x'.repeat(30)}\n${'x'.repeat(30)}`)).toBe(false);
  });

  it('holds titles and questions to the build’s limits', () => {
    expect(accepts('pages', 'title', '')).toBe(false);
    expect(accepts('pages', 'title', 'x'.repeat(80))).toBe(true);
    expect(accepts('pages', 'title', 'x'.repeat(81))).toBe(false);
    expect(accepts('faq', 'question', 'Why?')).toBe(false);
    expect(accepts('faq', 'question', 'Why so?')).toBe(true);
  });
});

describe('the repository the page editor commits to', () => {
  it('is the one Netlify builds from', () => {
    expect(githubRepo({ REPOSITORY_URL: 'https://github.com/wanjiru/kenyan-bites' })).toBe('wanjiru/kenyan-bites');
    expect(githubRepo({ REPOSITORY_URL: 'git@github.com:wanjiru/kenyan-bites.git' })).toBe('wanjiru/kenyan-bites');
  });

  it('or the one CMS_GITHUB_REPO names, which wins', () => {
    expect(
      githubRepo({ CMS_GITHUB_REPO: 'shop/pages', REPOSITORY_URL: 'https://github.com/wanjiru/kenyan-bites' }),
    ).toBe('shop/pages');
    expect(githubRepo({ CMS_GITHUB_REPO: 'not a repository' })).toBeNull();
  });

  it('is none for a repository elsewhere, or none at all', () => {
    expect(githubRepo({ REPOSITORY_URL: 'https://gitlab.com/wanjiru/kenyan-bites' })).toBeNull();
    expect(githubRepo({})).toBeNull();
  });
});
