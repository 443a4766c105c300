import { BadRequestException, CallHandler, ExecutionContext } from '@nestjs/common';
import { TIME_IMPORT_MAX_FILES } from '@timekeep/contracts';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { of } from 'rxjs';
import { TimeLogFiles, TooManyTimeLogs } from './time-log-files.interceptor';

/** A multipart request of `count` small files in `field`, as a stream multer reads. */
function upload(count: number, field = 'uploadFile') {
  const boundary = 'time-log-boundary';
  const parts = Array.from({ length: count }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="log${i}.dat"\r\nContent-Type: application/octet-stream\r\n\r\n1\t2026-01-01 08:00:00\r\n`);
  const body = Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
  const request = Object.assign(Readable.from([body]), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } });
  const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }) } as unknown as ExecutionContext;
  return { request, context };
}

const next: CallHandler = { handle: () => of(null) };

describe('TimeLogFiles', () => {
  it('refuses more logs than an import takes as TooManyTimeLogs, told by multer\'s code', async () => {
    const { context } = upload(TIME_IMPORT_MAX_FILES + 1);
    await expect(new TimeLogFiles().intercept(context, next)).rejects.toBeInstanceOf(TooManyTimeLogs);
  });

  it('leaves multer\'s other refusals as Nest answers them', async () => {
    const { context } = upload(1, 'another');
    const refusal = new TimeLogFiles().intercept(context, next);
    await expect(refusal).rejects.toBeInstanceOf(BadRequestException);
    await expect(refusal).rejects.not.toBeInstanceOf(TooManyTimeLogs);
  });

  it('takes as many logs as an import takes', async () => {
    const { context, request } = upload(2);
    await new TimeLogFiles().intercept(context, next);
    const { files } = request as unknown as { files: Array<{ path: string }> };
    expect(files).toHaveLength(2);
    await Promise.all(files.map((f) => unlink(f.path)));
  });
});
