import { createServer, type Server as NetServer, type Socket } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import dcmjsDimse from 'dcmjs-dimse';
import { messages } from '../../../shared/messages.js';
import { dcmjs } from '../common/dcmjs.js';
import { AppError } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { listenerSettings } from './listener-settings.js';
import { receiveScannerInstance } from './received-studies.service.js';

const { Scp, constants, responses } = dcmjsDimse;
// The listener's own log says what matters (refusals, failures); the library's would add a line per message.
dcmjsDimse.log.setLevel('silent');
const { PresentationContextResult, RejectReason, RejectResult, RejectSource, Status } = constants;
type Association = dcmjsDimse.association.Association;
type PresentationContext = dcmjsDimse.association.PresentationContext;
type CStoreRequest = dcmjsDimse.requests.CStoreRequest;
type CEchoRequest = dcmjsDimse.requests.CEchoRequest;

const verification = '1.2.840.10008.1.1';
/** C-STORE "Refused: Out of Resources" (PS3.4 B.2.3): the library names no A7xx status. */
const outOfResources = 0xa700;

/** The images the lab's equipment sends: radiographs (DX, intra-oral, CR), CBCT and CT, MR, US, secondary captures. */
const storageClasses = new Set([
  '1.2.840.10008.5.1.4.1.1.1', // CR
  '1.2.840.10008.5.1.4.1.1.1.1', // Digital X-Ray, for presentation
  '1.2.840.10008.5.1.4.1.1.1.1.1', // Digital X-Ray, for processing
  '1.2.840.10008.5.1.4.1.1.1.3', // Digital Intra-Oral X-Ray, for presentation
  '1.2.840.10008.5.1.4.1.1.1.3.1', // Digital Intra-Oral X-Ray, for processing
  '1.2.840.10008.5.1.4.1.1.2', // CT
  '1.2.840.10008.5.1.4.1.1.2.1', // Enhanced CT
  '1.2.840.10008.5.1.4.1.1.13.1.2', // X-Ray 3D Craniofacial (dental CBCT)
  '1.2.840.10008.5.1.4.1.1.4', // MR
  '1.2.840.10008.5.1.4.1.1.4.1', // Enhanced MR
  '1.2.840.10008.5.1.4.1.1.6.1', // US
  '1.2.840.10008.5.1.4.1.1.3.1', // US multi-frame
  '1.2.840.10008.5.1.4.1.1.7', // Secondary Capture
  '1.2.840.10008.5.1.4.1.1.7.1', // Multi-frame single bit SC
  '1.2.840.10008.5.1.4.1.1.7.2', // Multi-frame grayscale byte SC
  '1.2.840.10008.5.1.4.1.1.7.3', // Multi-frame grayscale word SC
  '1.2.840.10008.5.1.4.1.1.7.4', // Multi-frame true colour SC
]);

/**
 * Kept as sent (the stored file is what the scanner made), in the scanner's order of preference.
 * Not deflate or big endian: the header reader expects the dataset's bytes as they are.
 */
const transferSyntaxes = new Set([
  '1.2.840.10008.1.2', // Implicit VR little endian
  '1.2.840.10008.1.2.1', // Explicit VR little endian
  '1.2.840.10008.1.2.4.50', // JPEG baseline
  '1.2.840.10008.1.2.4.51', // JPEG extended
  '1.2.840.10008.1.2.4.57', // JPEG lossless
  '1.2.840.10008.1.2.4.70', // JPEG lossless, first-order prediction
  '1.2.840.10008.1.2.4.80', // JPEG-LS lossless
  '1.2.840.10008.1.2.4.81', // JPEG-LS near-lossless
  '1.2.840.10008.1.2.4.90', // JPEG 2000 lossless
  '1.2.840.10008.1.2.4.91', // JPEG 2000
  '1.2.840.10008.1.2.5', // RLE lossless
]);

/** Where the listener listens, and the AE titles it uses while the lab settings name none. */
export type DicomListenerOptions = { port: number; host: string; aeTitle: string; callingAeTitles: string[] };

export type DicomListener = { port: number; close(): Promise<void> };

/**
 * The DICOM listener the lab's scanners send to (dcmjs-dimse): C-ECHO, and C-STORE of the image
 * storage classes above, from the calling AE titles the lab accepts to its own AE title (lab
 * settings, else `options`). Each instance streams into storage as an upload does
 * (receiveScannerInstance); one that cannot be kept fails alone, with a failure status.
 */
export async function startDicomListener(deps: AppDeps, options: DicomListenerOptions): Promise<DicomListener> {
  const sockets = new Set<Socket>();
  const Listener = listenerScp(deps, options);
  const server: NetServer = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const scp = new Listener(socket, { associationTimeout: 30_000, pduTimeout: 60_000 });
    scp.on('networkError', (error: Error) => {
      deps.log?.warn({ err: error, remote: socket.remoteAddress }, 'DICOM association failed');
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function listenerScp(deps: AppDeps, options: DicomListenerOptions) {
  return class ListenerScp extends Scp {
    private callingAeTitle = '';
    private readonly received = new WeakMap<CStoreRequest, Promise<number>>();

    associationRequested(association: Association) {
      void this.answerAssociation(association);
    }

    private async answerAssociation(association: Association) {
      const settings = await listenerSettings(deps, options).catch(() => null);
      const calling = association.getCallingAeTitle().trim();
      const called = association.getCalledAeTitle().trim();
      const reason = !settings
        ? RejectReason.NoReasonGiven
        : !settings.callingAeTitles.includes(calling)
          ? RejectReason.CallingAeNotRecognized
          : called !== settings.aeTitle
            ? RejectReason.CalledAeNotRecognized
            : null;
      if (reason !== null) {
        deps.log?.warn({ calling, called }, 'DICOM association refused');
        this.sendAssociationReject(RejectResult.Permanent, RejectSource.ServiceUser, reason);
        return;
      }
      this.callingAeTitle = calling;
      for (const { id } of association.getPresentationContexts()) {
        const context = association.getPresentationContext(id);
        const abstract = context.getAbstractSyntaxUid();
        if (abstract !== verification && !storageClasses.has(abstract)) {
          context.setResult(PresentationContextResult.RejectAbstractSyntaxNotSupported);
          continue;
        }
        const syntax = context.getTransferSyntaxUids().find((uid) => transferSyntaxes.has(uid));
        if (syntax) context.setResult(PresentationContextResult.Accept, syntax);
        else context.setResult(PresentationContextResult.RejectTransferSyntaxesNotSupported);
      }
      this.sendAssociationAccept();
    }

    associationReleaseRequested() {
      this.sendAssociationReleaseResponse();
    }

    cEchoRequest(request: CEchoRequest, callback: (response: dcmjsDimse.responses.CEchoResponse) => void) {
      const response = responses.CEchoResponse.fromRequest(request);
      response.setStatus(Status.Success);
      callback(response);
    }

    /** The dataset streams to storage as it arrives, behind a Part 10 header, never whole in memory. */
    createStoreWritableStream(context: PresentationContext, request: CStoreRequest): Writable {
      const stream = new PassThrough();
      // A refused instance's stream may be closed while the scanner still sends: that is no crash.
      stream.on('error', () => undefined);
      // Only an accepted context carries data, so it has a transfer syntax.
      stream.write(part10Header(request, context.getAcceptedTransferSyntaxUid() ?? '1.2.840.10008.1.2'));
      const sink = instanceSink(stream);
      this.received.set(request, this.keep(stream, sink, request));
      return sink.writable;
    }

    createDatasetFromStoreWritableStream(
      _writable: Writable,
      context: PresentationContext,
      callback: (dataset: dcmjsDimse.Dataset) => void,
    ) {
      // The instance is read from storage; the library only needs a dataset to hand over.
      callback(new dcmjsDimse.Dataset({}, context.getAcceptedTransferSyntaxUid()));
    }

    cStoreRequest(request: CStoreRequest, callback: (response: dcmjsDimse.responses.CStoreResponse) => void) {
      const outcome = this.received.get(request) ?? Promise.resolve(Status.ProcessingFailure);
      void outcome.then((status) => {
        const response = responses.CStoreResponse.fromRequest(request);
        response.setStatus(status);
        callback(response);
      });
    }

    private async keep(stream: PassThrough, sink: InstanceSink, request: CStoreRequest): Promise<number> {
      const sopInstanceUid = request.getAffectedSopInstanceUid();
      try {
        await receiveScannerInstance(deps, {
          stream,
          name: `${sopInstanceUid}.dcm`,
          callingAeTitle: this.callingAeTitle,
        });
        return Status.Success;
      } catch (error) {
        // The rest of the instance is read and dropped, so the association goes on to the next one.
        sink.drop();
        if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
          deps.log?.warn({ sopInstanceUid, reason: error.message }, 'DICOM instance refused');
          return error.message === messages.fileTooLarge ? outOfResources : Status.InvalidObjectInstance;
        }
        deps.log?.error({ err: error, sopInstanceUid }, 'DICOM instance not kept');
        return Status.ProcessingFailure;
      }
    }
  };
}

type InstanceSink = { writable: Writable; drop(): void };

/**
 * What the library writes an instance's bytes into: passed on to `target` (read by storage) with
 * its back-pressure, until `drop()`, after which every byte is accepted and thrown away. The
 * library waits for a "drain" before reading the socket on, so a write must never stay pending
 * once storage stopped reading (an image over the size limit, a refused file, a storage failure):
 * the association would hang until its timeout.
 */
function instanceSink(target: PassThrough): InstanceSink {
  let dropping = false;
  const writable = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (dropping || target.destroyed || target.write(chunk)) return done();
      const goOn = () => {
        target.off('drain', goOn);
        target.off('close', goOn);
        done();
      };
      target.on('drain', goOn);
      target.on('close', goOn);
    },
    final(done) {
      if (!dropping && !target.destroyed) target.end();
      done();
    },
  });
  return {
    writable,
    drop() {
      dropping = true;
      // Whatever storage left unread flows away, which also frees a write waiting for "drain".
      target.resume();
    },
  };
}

/** The File Meta Information (PS3.10 7.1) before a received dataset, with dcmjs. */
function part10Header(request: CStoreRequest, transferSyntaxUid: string): Buffer {
  const { DicomDict, DicomMetaDictionary } = dcmjs().data;
  const meta = DicomMetaDictionary.denaturalizeDataset({
    FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
    MediaStorageSOPClassUID: request.getAffectedSopClassUid(),
    MediaStorageSOPInstanceUID: request.getAffectedSopInstanceUid(),
    TransferSyntaxUID: transferSyntaxUid,
    ImplementationClassUID: implementationClassUid,
    ImplementationVersionName: 'PORTAL_LAB',
  });
  const file = new DicomDict(meta);
  file.dict = {};
  return Buffer.from(file.write());
}

/** Under the UUID-derived root (2.25, PS3.5 B.2): this portal's implementation of DICOM. */
const implementationClassUid = '2.25.272150237395786519519398040592771930163';
