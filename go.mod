module janggi

go 1.24.0

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	golang.org/x/image v0.36.0
	golang.org/x/sys v0.41.0
	golang.org/x/text v0.34.0
)

require (
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/oto/v3 v3.3.3 // indirect
	github.com/ebitengine/purego v0.8.0 // indirect
	github.com/go-text/typesetting v0.2.0 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	golang.org/x/sync v0.19.0 // indirect
)
