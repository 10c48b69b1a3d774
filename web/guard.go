// Request checks: Host and Origin, JSON bodies of bounded size, security
// headers, and the JSON replies.

package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"reflect"
	"strings"
)

// Body limits: most requests are a few bytes; a PDN file may hold the
// games of a long match.
const (
	maxBody    = 64 << 10
	maxPDNBody = 16 << 20
)

// guard writes the security headers and rejects a request from a foreign
// host or origin, or a POST that is not JSON; it reports whether the
// request may go on.
func (s *Server) guard(w http.ResponseWriter, r *http.Request) bool {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; frame-ancestors 'none'")
	if !s.hostAllowed(r.Host) {
		http.Error(w, fmt.Sprintf("forbidden: host %q is not this server (allow it with --allow-host)", r.Host), http.StatusForbidden)
		return false
	}
	if o := r.Header.Get("Origin"); o != "" && !sameOrigin(o, r.Host) {
		http.Error(w, fmt.Sprintf("forbidden: requests from origin %q are not accepted", o), http.StatusForbidden)
		return false
	}
	if r.Header.Get("Sec-Fetch-Site") == "cross-site" && strings.HasPrefix(r.URL.Path, "/api/") {
		// A link from another site may open the page, not call the API.
		http.Error(w, "forbidden: cross-site request to the API", http.StatusForbidden)
		return false
	}
	if r.Method == http.MethodPost && !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		writeError(w, http.StatusUnsupportedMediaType, errors.New("the request body must be JSON (Content-Type: application/json)"))
		return false
	}
	return true
}

// hostAllowed accepts localhost, loopback addresses, the names in
// AllowHosts and, when the server listens on a public address, any IP
// address (a DNS rebinding attack needs a name).
func (s *Server) hostAllowed(host string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	name = strings.ToLower(strings.Trim(name, "[]"))
	if name == "localhost" {
		return true
	}
	if ip := net.ParseIP(name); ip != nil {
		return ip.IsLoopback() || s.public
	}
	for _, allowed := range s.opts.AllowHosts {
		if strings.EqualFold(allowed, name) {
			return true
		}
	}
	return false
}

// sameOrigin reports whether origin is http(s)://host.
func sameOrigin(origin, host string) bool {
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && strings.EqualFold(u.Host, host)
}

// decode reads the JSON body of r, at most limit bytes, into v; it writes
// the error reply and returns false when the body is bad.
func decode(w http.ResponseWriter, r *http.Request, limit int64, v any) bool {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, limit))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	var tooBig *http.MaxBytesError
	var badType *json.UnmarshalTypeError
	switch {
	case errors.As(err, &tooBig):
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Errorf("request body over %d bytes", limit))
		return false
	case errors.As(err, &badType):
		writeError(w, http.StatusBadRequest, fmt.Errorf("bad JSON request: %s must be %s, not %s", badType.Field, expected(badType), badType.Value))
		return false
	case err != nil:
		writeError(w, http.StatusBadRequest, fmt.Errorf("bad JSON request: %v", err))
		return false
	case dec.More():
		writeError(w, http.StatusBadRequest, fmt.Errorf("bad JSON request: more than one JSON value in the body"))
		return false
	}
	return true
}

// fieldRanges name the values of the numeric request fields that have a
// range, for the message of a value of the wrong type.
var fieldRanges = map[string]string{
	"strength.value": strengthHint,
	"depth":          reviewDepths,
}

// expected describes what a JSON field of the wrong type should hold.
func expected(e *json.UnmarshalTypeError) string {
	switch e.Type.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if r, ok := fieldRanges[e.Field]; ok {
			return "a whole number (" + r + ")"
		}
		return "a whole number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice:
		return "a list"
	}
	return "an object"
}

// writeJSON writes v with status 200.
func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(v)
}

// writeError writes {"error": "..."} with status code; the message is one
// line.
func writeError(w http.ResponseWriter, code int, err error) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	msg := strings.Join(strings.Fields(err.Error()), " ")
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}
