export * from './refusal';
