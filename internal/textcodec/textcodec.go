// Package textcodec holds what the text forms of the settings' values share: an UnmarshalText
// for every type whose text a Parse function reads.
package textcodec

// Unmarshal sets *v to what parse reads from text, for an encoding.TextUnmarshaler; on an error
// it leaves *v as it was and returns parse's error.
func Unmarshal[T any](v *T, parse func(string) (T, error), text []byte) error {
	parsed, err := parse(string(text))
	if err != nil {
		return err
	}
	*v = parsed
	return nil
}
