#!/bin/sh
# The seed's sound recordings, films and poster frames, written here with FFmpeg's own signal generators (no
# third-party recording or footage): `sh services/seed/media/make-av.sh` from the repository root writes them again
# (Debian: `apt-get install ffmpeg`; the output may differ in bytes between FFmpeg versions). The 3D models come
# from models.ts; the captions (film/*.vtt) are written by hand. All of it: CC0 1.0.
set -eu
cd "$(dirname "$0")"
F="ffmpeg -hide_banner -loglevel error -y"
V="-c:v libvpx-vp9 -b:v 0 -deadline good -cpu-used 4 -pix_fmt yuv420p"
$F -f lavfi -i "aevalsrc='0.35*sin(2*PI*(392*pow(2,mod(floor(t*1.5)*5,12)/12))*t)*exp(-2.5*mod(t*1.5,1))+0.15*sin(2*PI*2*(392*pow(2,mod(floor(t*1.5)*5,12)/12))*t)*exp(-4*mod(t*1.5,1))':s=48000:d=20" -ac 1 -c:a libopus -b:a 24k sound/carillon.ogg
$F -f lavfi -i "aevalsrc='(0.2*sin(2*PI*220*t)+0.15*sin(2*PI*277.18*t)+0.12*sin(2*PI*329.63*t))*(0.8+0.2*sin(2*PI*5*t))*min(1,t/2)*min(1,(12-t)/2)':s=22050:d=12" -ac 1 -c:a libmp3lame -b:a 32k sound/drone.mp3
$F -f lavfi -i "aevalsrc='0.4*sin(2*PI*700*t)*lt(mod(t,0.6),0.12+0.24*lt(mod(floor(t/0.6),5),2))':s=8000:d=6" -ac 1 -c:a pcm_u8 sound/morse.wav
$F -f lavfi -i "mandelbrot=s=320x180:rate=15:end_scale=0.1" -f lavfi -i "aevalsrc='0.2*sin(2*PI*(200+30*t)*t)':s=48000" -t 12 $V -crf 52 -c:a libopus -b:a 24k -shortest film/mandelbrot.webm
$F -f lavfi -i "life=s=80x45:mold=10:r=8:ratio=0.12:death_color=#1d3b5a:life_color=#f2c94c,scale=320:180:flags=neighbor" -t 10 $V -crf 50 -an film/life.webm
$F -f lavfi -i "cellauto=rule=110:s=320x180:rate=12:scroll=1" -t 8 $V -crf 50 -an film/cellauto.webm
for film in mandelbrot life cellauto; do $F -ss 4 -i "film/$film.webm" -frames:v 1 -q:v 4 "../images/posters/$film.jpg"; done
# Streamed renditions of two films, as providers serve them (issue 24): MPEG-DASH (WebM segments) and HLS (fMP4
# segments), from the films above with a key frame every 4 s (each segment starts with one), the sound copied.
rm -rf stream/mandelbrot-dash stream/life-hls && mkdir -p stream/mandelbrot-dash stream/life-hls
$F -i film/mandelbrot.webm -map 0:v -map 0:a $V -crf 52 -g 60 -keyint_min 60 -c:a copy -f dash -seg_duration 4 -use_template 1 -use_timeline 0 -init_seg_name 'init-$RepresentationID$.webm' -media_seg_name 'chunk-$RepresentationID$-$Number$.webm' -dash_segment_type webm stream/mandelbrot-dash/manifest.mpd
$F -i film/life.webm $V -crf 50 -g 32 -keyint_min 32 -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 -hls_segment_filename 'stream/life-hls/segment-%d.m4s' stream/life-hls/index.m3u8
