/**
 * The limits of the Markdown pages' front matter, checked twice from here: by the content
 * collections when the site builds (src/content.config.ts) and by the CMS's fields while the owner
 * types (src/cms/cms-config.ts), so that a page the CMS saves never breaks the build.
 */
export const PAGE_TITLE_MAX = 80;
/** A search result shows about 160 characters; under 50 says too little. */
export const PAGE_DESCRIPTION_MIN = 50;
export const PAGE_DESCRIPTION_MAX = 200;
export const FAQ_QUESTION_MIN = 5;
export const FAQ_QUESTION_MAX = 150;
