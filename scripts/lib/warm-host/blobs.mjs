// Netlify Blobs for the warm host's functions: Netlify's local Blobs server, and the two forms of
// its address and token the functions need, as netlify serve gives them (netlify-cli's
// lib/blobs/blobs.js): the NETLIFY_BLOBS_CONTEXT variable and the Lambda event's `blobs`.
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * Starts a Blobs server on the folder netlify serve uses, so both hosts of one build see the same
 * blobs, and answers what the functions need to reach it.
 * @param {string} root
 */
export async function startBlobs(root) {
  const token = randomUUID();
  const server = new BlobsServer({ directory: path.resolve(root, '.netlify/blobs-serve'), token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const context = {
    deployID: '0',
    edgeURL: url,
    siteID: 'unlinked',
    token,
    uncachedEdgeURL: url,
    primaryRegion: 'dev',
  };
  return {
    server,
    environment: Buffer.from(JSON.stringify(context)).toString('base64'),
    eventProperty: Buffer.from(JSON.stringify({ primary_region: 'dev', url, url_uncached: url, token })).toString(
      'base64',
    ),
  };
}
