import { CameraOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';
import styles from './clock.module.css';
import { readCodePicture } from './read-code-picture';

/** The camera, read frame by frame with jsQR until a QR code comes into view. */
export function CodeScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const scan = () => {
      const v = video.current;
      if (stopped || !v || !context) return;
      if (v.readyState === v.HAVE_ENOUGH_DATA && v.videoWidth) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        context.drawImage(v, 0, 0);
        const found = jsQR(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
        if (found?.data) {
          onCode(found.data);
          return;
        }
      }
      frame = requestAnimationFrame(scan);
    };
    // No camera API at all: an insecure page (plain http) or an old browser.
    if (!navigator.mediaDevices?.getUserMedia) {
      setFailed(true);
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        void video.current.play();
        frame = requestAnimationFrame(scan);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode]);

  return (
    <>
      {failed ? (
        <Alert type="warning" showIcon message="The camera is not available here: take a picture of the code, or paste its text." />
      ) : (
        <video ref={video} className={styles.camera} muted playsInline aria-label="Camera" />
      )}
      <CodePicture onCode={onCode} />
    </>
  );
}

/**
 * A picture of the code instead of the live camera: on a page served over plain http the browser
 * allows no camera stream, but a phone still takes a picture for a file input (or picks a saved
 * punchCode.png).
 */
function CodePicture({ onCode }: { onCode: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [notFound, setNotFound] = useState(false);
  const read = async (file: File | undefined) => {
    if (!file) return;
    const text = await readCodePicture(file);
    setNotFound(!text);
    if (text) onCode(text);
  };
  return (
    <>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Picture of the punch code"
        onChange={(e) => {
          void read(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
        Take a picture of the code
      </Button>
      {notFound && <Alert type="warning" showIcon message="No punch code was found in that picture. Take it again, closer and straight on." />}
    </>
  );
}
