// Package tlstest makes the certificates of a private mutual-TLS setup for
// tests: a CA, a server certificate for the loopback names and a client
// certificate, each signed by the CA, written as PEM files.
package tlstest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// Files are the PEM files Make wrote.
type Files struct {
	CA                    string // the CA's certificate: what both sides trust
	ServerCert, ServerKey string // for 127.0.0.1, ::1 and localhost
	ClientCert, ClientKey string // a client the CA vouches for
	// StrangerCert and StrangerKey are a client certificate from another
	// CA: well formed, but not one the server trusts.
	StrangerCert, StrangerKey string
}

// Make writes a fresh CA, server, client and stranger certificates into dir.
func Make(dir string) (Files, error) {
	f := Files{
		CA:         filepath.Join(dir, "ca.pem"),
		ServerCert: filepath.Join(dir, "server.pem"), ServerKey: filepath.Join(dir, "server-key.pem"),
		ClientCert: filepath.Join(dir, "client.pem"), ClientKey: filepath.Join(dir, "client-key.pem"),
		StrangerCert: filepath.Join(dir, "stranger.pem"), StrangerKey: filepath.Join(dir, "stranger-key.pem"),
	}
	ca, err := newCA("cerebro test CA")
	if err != nil {
		return f, err
	}
	if err := writePEM(f.CA, "CERTIFICATE", ca.der); err != nil {
		return f, err
	}
	server := &x509.Certificate{
		Subject: pkix.Name{CommonName: "localhost"}, DNSNames: []string{"localhost"},
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1), net.IPv6loopback},
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth}, // the server's services dial each other too
	}
	if err := ca.issue(server, f.ServerCert, f.ServerKey); err != nil {
		return f, err
	}
	client := &x509.Certificate{Subject: pkix.Name{CommonName: "cerebro"}, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}
	if err := ca.issue(client, f.ClientCert, f.ClientKey); err != nil {
		return f, err
	}
	other, err := newCA("another CA")
	if err != nil {
		return f, err
	}
	stranger := &x509.Certificate{Subject: pkix.Name{CommonName: "stranger"}, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}
	return f, other.issue(stranger, f.StrangerCert, f.StrangerKey)
}

type authority struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
	der  []byte
}

func newCA(name string) (*authority, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: serial(), Subject: pkix.Name{CommonName: name},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, err
	}
	cert, err := x509.ParseCertificate(der)
	return &authority{cert: cert, key: key, der: der}, err
}

// issue signs tmpl with a new key and writes the certificate and the key.
func (a *authority) issue(tmpl *x509.Certificate, certPath, keyPath string) error {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return err
	}
	tmpl.SerialNumber = serial()
	tmpl.NotBefore, tmpl.NotAfter = time.Now().Add(-time.Hour), time.Now().Add(24*time.Hour)
	tmpl.KeyUsage = x509.KeyUsageDigitalSignature
	der, err := x509.CreateCertificate(rand.Reader, tmpl, a.cert, &key.PublicKey, a.key)
	if err != nil {
		return err
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return err
	}
	if err := writePEM(certPath, "CERTIFICATE", der); err != nil {
		return err
	}
	return writePEM(keyPath, "PRIVATE KEY", keyDER)
}

func serial() *big.Int {
	n, _ := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 62))
	return n
}

func writePEM(path, kind string, der []byte) error {
	if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der}), 0o600); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
