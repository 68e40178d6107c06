import { Trans, useLingui } from "@lingui/react/macro";
import { Camera, CameraOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui";

/**
 * The phone's camera reading tickets' QR codes (issue 40 point 3): @paulmillr/qr's decoder, loaded
 * when the camera is turned on, reads a frame four times a second; the same code within 3 seconds
 * is one scan. The roster below checks students in by name without a camera or JavaScript.
 */
export function TicketScanner({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useLingui();
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onScan);
  latest.current = onScan;

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const last = { text: "", at: 0 };
    (async () => {
      try {
        const { default: decodeQR } = await import("@paulmillr/qr/decode.js");
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const canvas = document.createElement("canvas");
        const context = canvas.getContext("2d", { willReadFrequently: true });
        timer = setInterval(() => {
          const v = video.current;
          if (!v || !context || v.videoWidth === 0) return;
          canvas.width = v.videoWidth;
          canvas.height = v.videoHeight;
          context.drawImage(v, 0, 0);
          let text: string;
          try {
            text = decodeQR(context.getImageData(0, 0, canvas.width, canvas.height));
          } catch {
            return; // no code in this frame
          }
          const now = Date.now();
          if (text === last.text && now - last.at < 3000) return;
          last.text = text;
          last.at = now;
          latest.current(text);
        }, 250);
      } catch {
        setProblem(
          t`The camera could not start. Allow this page to use the camera, or check students in by name below.`,
        );
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, t]);

  return (
    <div className="space-y-3">
      <Button size="lg" className="w-full" variant={on ? "secondary" : "primary"} onClick={() => setOn((v) => !v)}>
        {on ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {on ? <Trans>Stop scanning</Trans> : <Trans>Scan tickets</Trans>}
      </Button>
      {on ? (
        // biome-ignore lint/a11y/useMediaCaption: a live camera picture has no speech to caption
        <video
          ref={video}
          muted
          playsInline
          className="aspect-square w-full rounded-lg bg-black object-cover"
          aria-label={t`Camera: hold a ticket's QR code in the square`}
        />
      ) : null}
      {problem ? <p className="text-sm text-danger-300">{problem}</p> : null}
    </div>
  );
}
