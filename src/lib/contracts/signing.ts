import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { plainAddPlaceholder } from '@signpdf/placeholder-plain'
import { SignPdf } from '@signpdf/signpdf'
import { P12Signer } from '@signpdf/signer-p12'
import forge from 'node-forge'

import { readSharedSecret, recordSecretOnce, type Queryable } from '@/lib/runtime/shared-secrets-store'

/**
 * The certificate the studio signs contract PDFs with: its own (CONTRACT_SIGNING_P12 and
 * CONTRACT_SIGNING_PASSPHRASE), or else a self-signed one that the first instance to need it makes
 * and keeps in the database (table `shared_secrets`, row CONTRACT_SIGNING_CERTIFICATE), so every
 * instance signs with the same one, as they share PAYLOAD_SECRET. The private key is kept there in
 * a PKCS#12 file without a passphrase: whoever reads that table can already sign the CMS's
 * sessions, and encrypted backups (BACKUP_KEY) protect both.
 */
export const SIGNING_CERTIFICATE_ROW = 'CONTRACT_SIGNING_CERTIFICATE'

export interface SigningIdentity {
  p12: Buffer
  passphrase: string
  source: 'environment' | 'database'
  subject: string
  /** SHA-256 of the certificate (DER), upper-case hexadecimal in pairs, as certificate viewers show it. */
  fingerprint: string
  notBefore: Date
  notAfter: Date
}

/** A CONTRACT_SIGNING_P12 that cannot be used, with what to do about it. */
export class SigningIdentityError extends Error {
  override name = 'SigningIdentityError'
}

/**
 * CONTRACT_SIGNING_P12 as bytes: the path of a .p12 or .pfx file (absolute, or from the working
 * directory) when a file is there, else the file's content in base64 (for a platform that only
 * takes variables).
 */
export function readP12Setting(value: string): Buffer {
  const trimmed = value.trim()
  const file = path.resolve(trimmed)
  if (trimmed.length < 4096 && fs.existsSync(file) && fs.statSync(file).isFile()) return fs.readFileSync(file)
  const compact = trimmed.replace(/\s+/g, '')
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    const bytes = Buffer.from(compact, 'base64')
    // A PKCS#12 file is a DER SEQUENCE.
    if (bytes[0] === 0x30) return bytes
  }
  throw new SigningIdentityError(
    'CONTRACT_SIGNING_P12 is neither a readable .p12/.pfx file nor its content in base64 (base64 -w0 studio.p12).',
  )
}

const fingerprintOf = (certificate: forge.pki.Certificate) =>
  crypto
    .createHash('sha256')
    .update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary'))
    .digest('hex')
    .toUpperCase()
    .match(/../g)!
    .join(':')

/** A name attribute's text: forge keeps a UTF8String's bytes, and decodes a BMPString itself. */
function attributeText(attribute: { value?: unknown; valueTagClass?: unknown }): string {
  const value = String(attribute.value)
  return attribute.valueTagClass === (forge.asn1.Type.UTF8 as number) ? forge.util.decodeUtf8(value) : value
}

const subjectOf = (certificate: forge.pki.Certificate) =>
  certificate.subject.attributes
    .map((attribute) => `${attribute.shortName ?? attribute.name}=${attributeText(attribute)}`)
    .join(', ')

/**
 * Opens a PKCS#12 file as the PDF signer will and checks it can sign: the passphrase opens it, it
 * holds an RSA private key (encrypted, as `openssl pkcs12 -export` writes it) and the certificate
 * of that key, valid now.
 */
export function inspectP12(
  p12: Buffer,
  passphrase: string,
  source: SigningIdentity['source'],
  now = new Date(),
): SigningIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      false,
      passphrase,
    )
  } catch (error) {
    throw new SigningIdentityError(
      `The contract signing certificate cannot be opened (${(error as Error).message}): check CONTRACT_SIGNING_P12 and CONTRACT_SIGNING_PASSPHRASE.`,
    )
  }
  const keyBags =
    parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined
  if (!key || !('n' in key))
    throw new SigningIdentityError(
      'The contract signing certificate holds no encrypted RSA private key (export it with openssl pkcs12 -export).',
    )
  const certificates = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap(
    (bag) => (bag.cert ? [bag.cert] : []),
  )
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey
    return 'n' in publicKey && publicKey.n.equals(key.n) && publicKey.e.equals(key.e)
  })
  if (!certificate)
    throw new SigningIdentityError('The contract signing certificate file has no certificate for its private key.')
  // forge writes a UTF8String of the issuer's name encoded twice in the signature, which then
  // points to no certificate: every reader would call it invalid (see makeSelfSignedP12).
  if (
    certificate.issuer.attributes.some(
      (attribute) =>
        attribute.valueTagClass === (forge.asn1.Type.UTF8 as number) && /[^\p{ASCII}]/u.test(String(attribute.value)),
    )
  )
    throw new SigningIdentityError(
      'The contract signing certificate’s issuer has accented letters in its name, which the PDF signer cannot write: use a certificate whose issuer name is plain ASCII, or unset CONTRACT_SIGNING_P12 for a self-signed one.',
    )
  if (certificate.validity.notAfter <= now || certificate.validity.notBefore > now)
    throw new SigningIdentityError(
      `The contract signing certificate is valid only from ${certificate.validity.notBefore.toISOString()} to ${certificate.validity.notAfter.toISOString()}.`,
    )
  return {
    p12,
    passphrase,
    source,
    subject: subjectOf(certificate),
    fingerprint: fingerprintOf(certificate),
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
  }
}

/**
 * A new self-signed certificate for `name` and its RSA-3072 key, in a PKCS#12 file without a
 * passphrase. Valid ten years: a contract signed with it stays verifiable as long as the PDF
 * carries it, which it does.
 */
export async function makeSelfSignedP12(name: string, now = new Date()): Promise<Buffer> {
  const { privateKey, publicKey } = await new Promise<{ privateKey: string; publicKey: string }>((resolve, reject) =>
    crypto.generateKeyPair(
      'rsa',
      {
        modulusLength: 3072,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, pub, priv) => (error ? reject(error) : resolve({ publicKey: pub, privateKey: priv })),
    ),
  )
  const key = forge.pki.privateKeyFromPem(privateKey)
  const certificate = forge.pki.createCertificate()
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey)
  // A positive serial number of 128 random bits.
  certificate.serialNumber = `01${crypto.randomBytes(16).toString('hex')}`
  certificate.validity.notBefore = new Date(now.getTime() - 24 * 3600_000)
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000)
  // A legal name may have accents. As a UTF8String, forge writes it right in the certificate but
  // encodes it a second time in the signature's issuer, which then names no certificate (readers
  // report an unknown failure); a BMPString (UTF-16) it reads and writes alike.
  const named = {
    // @types/node-forge types it as a class; forge reads it as the string type.
    valueTagClass: forge.asn1.Type.BMPSTRING as unknown as forge.asn1.Class,
    value: name,
  }
  const subject = [
    { shortName: 'CN', ...named },
    { shortName: 'O', ...named },
    { shortName: 'C', value: 'CA' },
  ]
  certificate.setSubject(subject)
  certificate.setIssuer(subject)
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ])
  certificate.sign(key, forge.md.sha256.create())
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], '', { algorithm: 'aes256', friendlyName: name })
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary')
}

export interface ResolveSigningOptions {
  /** CONTRACT_SIGNING_P12 and CONTRACT_SIGNING_PASSPHRASE. */
  p12Setting?: string
  passphrase?: string
  /** Who a certificate made here names: the studio's legal name. */
  studioName: string
  log?: (message: string) => void
}

/**
 * The studio's signing identity: its own when CONTRACT_SIGNING_P12 is set (checked, never stored),
 * else the database's, made by the first caller on an empty database. Instances that start
 * together each make one and offer it (INSERT … ON CONFLICT DO NOTHING), then all read back the
 * one that was kept.
 */
export async function resolveSigningIdentity(
  db: Queryable,
  { p12Setting, passphrase = '', studioName, log = console.log }: ResolveSigningOptions,
): Promise<SigningIdentity> {
  if (p12Setting?.trim()) return inspectP12(readP12Setting(p12Setting), passphrase, 'environment')
  let row = await readSharedSecret(db, SIGNING_CERTIFICATE_ROW)
  if (!row) {
    const made = await makeSelfSignedP12(studioName)
    const offered = inspectP12(made, '', 'database')
    row = await recordSecretOnce(db, SIGNING_CERTIFICATE_ROW, made.toString('base64'), offered.fingerprint)
    if (row?.value === made.toString('base64'))
      log(`Contract signing: made a self-signed certificate for "${studioName}" (SHA-256 ${offered.fingerprint}).`)
  }
  if (typeof row?.value !== 'string')
    throw new SigningIdentityError(`The shared_secrets row ${SIGNING_CERTIFICATE_ROW} holds no certificate.`)
  return inspectP12(Buffer.from(row.value, 'base64'), '', 'database')
}

export interface SignatureDetails {
  /** The signer as the PDF reader shows it: the studio's legal name. */
  name: string
  reason: string
  location: string
  contactInfo: string
  signingTime?: Date
}

/**
 * Signs a finished PDF (pdfkit's output) for PAdES: a signature placeholder appended to the file
 * (an incremental update, subFilter ETSI.CAdES.detached), then a detached CMS signature with
 * SHA-256 over every byte but the signature itself. Any later change to the file invalidates it.
 */
export async function signPdf(pdf: Buffer, identity: SigningIdentity, details: SignatureDetails): Promise<Buffer> {
  const prepared = plainAddPlaceholder({
    pdfBuffer: pdf,
    name: details.name,
    reason: details.reason,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime: details.signingTime,
    subFilter: 'ETSI.CAdES.detached',
    // Room for the certificate chain of a studio's own certificate, not only a self-signed one.
    signatureLength: 16_384,
  })
  const signer = new P12Signer(identity.p12, { passphrase: identity.passphrase })
  return new SignPdf().sign(prepared, signer, details.signingTime)
}
