// Runs TypeScript sources directly with SWC, keeping decorator metadata that NestJS DI needs.
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || require('path').join(__dirname, '..', 'tsconfig.base.json');
require('reflect-metadata');
require('@swc-node/register');
