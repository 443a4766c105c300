'use strict';
/**
 * A worker thread's entry, in plain JavaScript because it starts before any TypeScript loader: it
 * loads the repository's (tools/register.js) and draws a report table's PDF off the caller's event
 * loop (table-pdf.ts, tablePdfOffThread), as the weekly schedule's worker does.
 */
const { join } = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');

require(join(__dirname, '..', '..', '..', '..', '..', 'tools', 'register.js'));
const { tablePdf } = require('./table-pdf');

tablePdf(workerData).then((pdf) => parentPort.postMessage(pdf));
