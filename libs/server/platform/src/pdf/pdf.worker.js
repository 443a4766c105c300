'use strict';
/**
 * The PDF worker thread's entry (pdf.ts, renderPdfOffThread), in plain JavaScript because it starts
 * before any TypeScript loader: it loads the repository's (tools/register.js, as `npm start` does),
 * builds the document with the builder its source names, and draws it with pdf-render.ts, off the
 * caller's event loop.
 */
const { join } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');

require(join(__dirname, '..', '..', '..', '..', '..', 'tools', 'register.js'));
const { renderPdf } = require('./pdf-render');

const { file, exportName, input } = workerData;
const build = require(file)[exportName];
if (typeof build !== 'function') throw new Error(`${file} exports no PDF document builder named ${exportName}.`);
renderPdf(build(input)).then((pdf) => parentPort.postMessage(pdf));
