package sound

import (
	"encoding/binary"
	"math"
	"time"

	"xima/ui/session"
)

// clips makes every cue's sound: a move a short low knock, a capture a
// knock falling a fifth, the end a rising major arpeggio, low time two
// high beeps.
func clips() map[session.Cue][]byte {
	var s synth
	return map[session.Cue][]byte{
		session.CueMove:    s.note(523.25, 70*time.Millisecond, 0.35).clip(),
		session.CueCapture: s.note(783.99, 60*time.Millisecond, 0.4).note(523.25, 120*time.Millisecond, 0.4).clip(),
		session.CueEnd: s.note(523.25, 110*time.Millisecond, 0.3).note(659.25, 110*time.Millisecond, 0.3).
			note(783.99, 110*time.Millisecond, 0.3).note(1046.5, 360*time.Millisecond, 0.3).clip(),
		session.CueLowTime: s.note(987.77, 90*time.Millisecond, 0.3).rest(70*time.Millisecond).
			note(987.77, 90*time.Millisecond, 0.3).clip(),
	}
}

// synth is a clip being written, in samples from -1 to 1.
type synth struct{ samples []float64 }

// attack is how long a note takes to reach its loudness, short enough to
// sound struck, long enough not to click.
const attack = 4 * time.Millisecond

// samplesOf is d in samples.
func samplesOf(d time.Duration) int { return int(d.Seconds() * SampleRate) }

// note adds a tone of freq hertz lasting d at loudness amp (0 to 1): a
// sine and a softer octave, rising over attack and then dying away
// exponentially, to a hundredth by its end.
func (s synth) note(freq float64, d time.Duration, amp float64) synth {
	n, rise := samplesOf(d), samplesOf(attack)
	out := append([]float64(nil), s.samples...)
	for i := range n {
		t := float64(i) / SampleRate
		env := math.Exp(-math.Log(100) * float64(i) / float64(n))
		if i < rise {
			env *= float64(i) / float64(rise)
		}
		wave := 0.8*math.Sin(2*math.Pi*freq*t) + 0.2*math.Sin(4*math.Pi*freq*t)
		out = append(out, amp*env*wave)
	}
	return synth{out}
}

// rest adds d of silence.
func (s synth) rest(d time.Duration) synth {
	return synth{append(append([]float64(nil), s.samples...), make([]float64, samplesOf(d))...)}
}

// clip is the samples as the device takes them: signed 16-bit little
// endian.
func (s synth) clip() []byte {
	b := make([]byte, 0, 2*len(s.samples))
	for _, v := range s.samples {
		b = binary.LittleEndian.AppendUint16(b, uint16(int16(math.Round(v*math.MaxInt16))))
	}
	return b
}
